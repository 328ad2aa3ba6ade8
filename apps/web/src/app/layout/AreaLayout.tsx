import { Suspense, useLayoutEffect, useRef } from 'react';
import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Area } from '@millenaire/contracts/routes';
import { AdSlot } from '@/shared/ui/AdSlot';
import { PageSkeleton } from '@/shared/ui/QueryState';
import { ViewerAnswers } from '../viewer-answers';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TopNav } from './TopNav';
import classes from './AreaLayout.module.css';

/**
 * Keeps `--app-header-height` on the shell equal to the header's height, set
 * before the first paint, so the main area can fill the rest of the screen.
 */
function useHeaderHeight() {
  const shell = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = shell.current;
    const header = element?.querySelector('header');
    if (!element || !header) return;
    const measure = () =>
      element.style.setProperty(
        '--app-header-height',
        `${header.getBoundingClientRect().height}px`,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return shell;
}

/** The page frame of one area: its header variant, navigation, sidebar and footer. */
export function AreaLayout({ area }: { area: Area }) {
  const { t } = useTranslation();
  const shell = useHeaderHeight();
  return (
    <div className={classes.shell} ref={shell}>
      <a href="#main" className={classes.skip}>
        {t('app.skipToContent')}
      </a>
      <SiteHeader area={area} />
      {/* At least a screen high: the footer starts below the fold until the page is drawn. */}
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
      <SiteFooter />
    </div>
  );
}
