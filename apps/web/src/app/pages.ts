import type { ComponentType } from 'react';
import { pageRouteOf, type PageRoute } from '@millenaire/contracts/routes';
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

/** Where a link points, when it points to a page of this site. */
function sitePath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname;
}

/**
 * Fetches a page's code as soon as the reader shows the intent to open it: a
 * pointer over one of its links, a finger on it, or the keyboard's focus. A
 * click then finds the code there or on its way, and no page loads the code
 * of every other page ahead of time (each page is a chunk of its own: fetched
 * at idle, they were over 150 requests on every visit). `load(path)` loads the
 * code of the pages an address matches.
 */
export function loadOnIntent(load: (path: string) => void): void {
  const onIntent = (event: Event) => {
    const path = sitePath(event.target);
    if (path !== null) load(path);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { passive: true });
  }
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
  '/user/secondfactor': lazyPage(
    () => import('@/features/account/pages/SecondFactorPage'),
    (m) => m.SecondFactorPage,
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

/** Fetches the code of the page an address opens (nothing for an address of no page). */
export function loadPageCode(path: string): void {
  const page = pageRouteOf(path);
  if (page) void PAGE_MODULES[page]();
}
