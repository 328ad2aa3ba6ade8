import { Suspense } from 'react';
import { Container } from '@/shared/ui/Container';
import { Outlet } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { Area } from '@millenaire/contracts/routes';
import { AdSlot } from '@/shared/ui/AdSlot';
import { PageSkeleton } from '@/shared/ui/QueryState';
import { ViewerAnswers } from '../viewer-answers';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TopNav } from './TopNav';
import classes from './AreaLayout.module.css';

/** The page frame of one area: its header variant, navigation, sidebar and footer. */
export function AreaLayout({ area }: { area: Area }) {
  const { t } = useTranslation();
  return (
    <div>
      <a href="#main" className={classes.skip}>
        {t('app.skipToContent')}
      </a>
      {/*
       * The header and the page fill at least a screen, so the footer starts
       * below the fold until the page is drawn; with CSS alone, nothing measured.
       */}
      <div className={classes.screen}>
        <SiteHeader area={area} />
        <Container size="xl" className={classes.body}>
          <main id="main" className={classes.main} tabIndex={-1}>
            <TopNav area={area} />
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
              <ViewerAnswers />
            </Suspense>
          </main>
          <aside className={classes.sidebar} aria-label={t('ads.label')}>
            <AdSlot size="skyscraper" className={classes.sticky} />
          </aside>
        </Container>
      </div>
      <SiteFooter />
    </div>
  );
}
