import { Suspense } from 'react';
import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Area } from '@millenaire/contracts';
import { AdSlot } from '@/shared/ui/AdSlot';
import { Loading } from '@/shared/ui/QueryState';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TopNav } from './TopNav';
import classes from './AreaLayout.module.css';

/** The page frame of one area: its header variant, navigation, sidebar and footer. */
export function AreaLayout({ area }: { area: Area }) {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {t('app.skipToContent')}
      </a>
      <SiteHeader area={area} />
      <Container size="xl" className={classes.body}>
        <main id="main" className={classes.main}>
          <TopNav area={area} />
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
        <aside className={classes.sidebar} aria-label={t('ads.label')}>
          <AdSlot size="skyscraper" className={classes.sticky} />
        </aside>
      </Container>
      <SiteFooter />
    </div>
  );
}
