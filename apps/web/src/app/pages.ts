import type { ComponentType } from 'react';
import type { PageRoute } from '@millenaire/contracts/routes';
import type { PageModule } from '@/shared/page-data';

/** A page whose code arrives with its feature's chunk. */
export type LazyPage = () => Promise<PageModule>;

/**
 * Each feature loads as its own chunk, on first visit to one of its pages (or
 * before the page is hydrated, when the server rendered it). `pick` names the
 * page's component, or the component and its data loader.
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType | PageModule,
): LazyPage {
  let page: Promise<PageModule> | undefined;
  return () => {
    page ??= load().then((module) => {
      const picked = pick(module);
      return 'Component' in picked ? picked : { Component: picked };
    });
    return page;
  };
}

/** The id of the JSON block listing the features' scripts (build/feature-prefetch.ts). */
const FEATURE_CHUNKS_ELEMENT_ID = 'feature-chunks';

/** What the browser says of its connection, where it says anything (Chromium). */
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** True unless the visitor asked to save data or the connection is slower than 4G. */
function fastConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return connection.saveData !== true && (connection.effectiveType ?? '4g') === '4g';
}

function featureScripts(): string[] {
  const block = document.getElementById(FEATURE_CHUNKS_ELEMENT_ID);
  try {
    const files: unknown = JSON.parse(block?.textContent ?? '[]');
    return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Prefetches the code of every feature into the browser's cache, so following
 * a link to another area never waits for the network (its header and its page
 * then appear with the click). It never competes with the page: it starts
 * once the page has loaded and the browser is idle, at the lowest priority,
 * without running anything, and only on a fast connection when the visitor
 * has not asked to save data. What only some pages need inside a feature (the
 * rich-text editor, the password meter) stays loaded on demand.
 */
export function preloadFeatures(): void {
  const waiting: string[] = [];
  const whenIdle = (work: (deadline?: IdleDeadline) => void, orAfterMs: number) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work);
    else setTimeout(work, orAfterMs);
  };
  // A link costs a slow phone's main thread about a millisecond and there are
  // dozens: each idle period adds what fits in it (four at a time without
  // idle callbacks), so none of them makes a long task.
  const addSome = (deadline?: IdleDeadline) => {
    let added = 0;
    while (waiting.length > 0 && (deadline ? deadline.timeRemaining() > 2 : added < 4)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = waiting.shift() ?? '';
      document.head.append(link);
      added += 1;
    }
    if (waiting.length > 0) whenIdle(addSome, 100);
  };
  const prefetch = (deadline?: IdleDeadline) => {
    if (!fastConnection()) return;
    waiting.push(...featureScripts());
    addSome(deadline);
  };
  if (document.readyState === 'complete') whenIdle(prefetch, 2_000);
  else window.addEventListener('load', () => whenIdle(prefetch, 2_000), { once: true });
}

/** Each page's code; typed by the contracts' PAGES so a missing route fails to compile. */
export const PAGE_MODULES: Record<PageRoute, LazyPage> = {
  '/': lazyPage(
    () => import('@/features/home/pages/HomePage'),
    (m) => ({ Component: m.HomePage, load: m.loadHomePage }),
  ),
  '/history': lazyPage(
    () => import('@/features/history/pages/HistoryPage'),
    (m) => ({ Component: m.HistoryPage, load: m.loadHistoryPage }),
  ),
  '/translations': lazyPage(
    () => import('@/features/translations-status/pages/TranslationsStatusPage'),
    (m) => ({
      Component: m.TranslationsStatusPage,
      load: m.loadTranslationsStatusPage,
    }),
  ),
  '/contributing': lazyPage(
    () => import('@/features/contributing/pages/ContributingPage'),
    (m) => m.ContributingPage,
  ),
  '/advancements': lazyPage(
    () => import('@/features/advancements/pages/AdvancementsPages'),
    (m) => ({
      Component: m.AdvancementsPage,
      load: m.loadAdvancementsPage,
    }),
  ),
  '/advancements/:player': lazyPage(
    () => import('@/features/advancements/pages/AdvancementsPages'),
    (m) => ({
      Component: m.PlayerAdvancementsPage,
      load: m.loadPlayerAdvancementsPage,
    }),
  ),
  '/halloffame': lazyPage(
    () => import('@/features/hall-of-fame/pages/HallOfFamePage'),
    (m) => ({
      Component: m.HallOfFamePage,
      load: m.loadHallOfFamePage,
    }),
  ),
  '/php/dlpage.php': lazyPage(
    () => import('@/features/home/pages/DownloadPage'),
    (m) => ({
      Component: m.DownloadPage,
      load: m.loadDownloadPage,
    }),
  ),
  '/encyclopedia': lazyPage(
    () => import('@/features/encyclopedia/pages/EncyclopediaHomePage'),
    (m) => ({
      Component: m.EncyclopediaHomePage,
      load: m.loadEncyclopediaHomePage,
    }),
  ),
  '/encyclopedia/newcontents': lazyPage(
    () => import('@/features/encyclopedia/pages/ReviewPages'),
    (m) => m.NewContentsPage,
  ),
  '/encyclopedia/newimages': lazyPage(
    () => import('@/features/encyclopedia/pages/ReviewPages'),
    (m) => m.NewImagesPage,
  ),
  '/encyclopedia/:culture': lazyPage(
    () => import('@/features/encyclopedia/pages/CulturePage'),
    (m) => ({
      Component: m.CulturePage,
      load: m.loadCulturePage,
    }),
  ),
  '/encyclopedia/:culture/edit': lazyPage(
    () => import('@/features/encyclopedia/pages/EditPages'),
    (m) => m.CultureEditPage,
  ),
  '/encyclopedia/:culture/:type/:itemkey': lazyPage(
    () => import('@/features/encyclopedia/pages/ItemPage'),
    (m) => ({
      Component: m.ItemPage,
      load: m.loadItemPage,
    }),
  ),
  '/encyclopedia/:culture/:type/:itemkey/edit': lazyPage(
    () => import('@/features/encyclopedia/pages/EditPages'),
    (m) => m.ItemEditPage,
  ),
  '/library': lazyPage(
    () => import('@/features/library/pages/LibraryListPages'),
    (m) => ({
      Component: m.LibraryHomePage,
      load: m.loadLibraryHomePage,
    }),
  ),
  '/library/mycontents': lazyPage(
    () => import('@/features/library/pages/LibraryListPages'),
    (m) => m.MyContentsPage,
  ),
  '/library/starredcontents': lazyPage(
    () => import('@/features/library/pages/LibraryListPages'),
    (m) => m.StarredContentsPage,
  ),
  '/library/create': lazyPage(
    () => import('@/features/library/pages/ContentFormPages'),
    (m) => m.CreateContentPage,
  ),
  '/library/:content': lazyPage(
    () => import('@/features/library/pages/ContentPage'),
    (m) => ({
      Component: m.ContentPage,
      load: m.loadContentPage,
    }),
  ),
  '/library/:content/edit': lazyPage(
    () => import('@/features/library/pages/ContentFormPages'),
    (m) => m.ContentEditPage,
  ),
  '/library/:content/editimages': lazyPage(
    () => import('@/features/library/pages/ContentEditImagesPage'),
    (m) => m.ContentEditImagesPage,
  ),
  '/translationcentre': lazyPage(
    () => import('@/features/translation-centre/pages/OverviewPage'),
    (m) => ({
      Component: m.TranslationCentreHomePage,
      load: m.loadTranslationCentreHomePage,
    }),
  ),
  '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage': lazyPage(
    () => import('@/features/translation-centre/pages/EditorPage'),
    (m) => m.EditorPage,
  ),
  '/translationcentre/history/:filekey/:language': lazyPage(
    () => import('@/features/translation-centre/pages/HistoryPage'),
    (m) => ({
      Component: m.FileHistoryPage,
      load: m.loadFileHistoryPage,
    }),
  ),
  '/translationcentre/recentchanges': lazyPage(
    () => import('@/features/translation-centre/pages/RecentChangesPage'),
    (m) => ({
      Component: m.RecentChangesPage,
      load: m.loadRecentChangesPage,
    }),
  ),
  '/translationcentre/search': lazyPage(
    () => import('@/features/translation-centre/pages/SearchPage'),
    (m) => m.SearchPage,
  ),
  '/translationcentre/glossary': lazyPage(
    () => import('@/features/translation-centre/pages/GlossaryPage'),
    (m) => m.GlossaryPage,
  ),
  '/user/login': lazyPage(
    () => import('@/features/account/pages/LoginPage'),
    (m) => m.LoginPage,
  ),
  '/user/createaccount': lazyPage(
    () => import('@/features/account/pages/CreateAccountPage'),
    (m) => m.CreateAccountPage,
  ),
  '/user/requestnewpassword': lazyPage(
    () => import('@/features/account/pages/RequestNewPasswordPage'),
    (m) => m.RequestNewPasswordPage,
  ),
  '/user/passwordreset': lazyPage(
    () => import('@/features/account/pages/PasswordResetPage'),
    (m) => m.PasswordResetPage,
  ),
  '/user/passwordchange': lazyPage(
    () => import('@/features/account/pages/PasswordChangePage'),
    (m) => m.PasswordChangePage,
  ),
  '/user/logout': lazyPage(
    () => import('@/features/account/pages/LogoutPage'),
    (m) => m.LogoutPage,
  ),
  '/user/admin': lazyPage(
    () => import('@/features/account/pages/UserAdminPage'),
    (m) => m.UserAdminPage,
  ),
  '/user/notifications': lazyPage(
    () => import('@/features/notifications/pages/NotificationsPage'),
    (m) => m.NotificationsPage,
  ),
  '/user/unsubscribe': lazyPage(
    () => import('@/features/notifications/pages/UnsubscribePage'),
    (m) => m.UnsubscribePage,
  ),
  '/admin/releases': lazyPage(
    () => import('@/features/admin/pages/ReleasesAdminPage'),
    (m) => m.ReleasesAdminPage,
  ),
  '/admin/halloffame': lazyPage(
    () => import('@/features/admin/pages/HofAdminPage'),
    (m) => m.HofAdminPage,
  ),
  '/admin/bonus': lazyPage(
    () => import('@/features/admin/pages/BonusAdminPage'),
    (m) => m.BonusAdminPage,
  ),
  '/admin/pings': lazyPage(
    () => import('@/features/admin/pages/PingsAdminPage'),
    (m) => m.PingsAdminPage,
  ),
  '/admin/reports': lazyPage(
    () => import('@/features/admin/pages/ReportsAdminPage'),
    (m) => m.ReportsAdminPage,
  ),
};
