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

const home = () => import('@/features/home');
const history = () => import('@/features/history');
const translationsStatus = () => import('@/features/translations-status');
const contributing = () => import('@/features/contributing');
const advancements = () => import('@/features/advancements');
const hallOfFame = () => import('@/features/hall-of-fame');
const encyclopedia = () => import('@/features/encyclopedia');
const library = () => import('@/features/library');
const translationCentre = () => import('@/features/translation-centre');
const account = () => import('@/features/account');
const admin = () => import('@/features/admin');
const notifications = () => import('@/features/notifications');

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
  '/': lazyPage(home, (m) => ({ Component: m.HomePage, load: m.loadHomePage })),
  '/history': lazyPage(history, (m) => ({ Component: m.HistoryPage, load: m.loadHistoryPage })),
  '/translations': lazyPage(translationsStatus, (m) => ({
    Component: m.TranslationsStatusPage,
    load: m.loadTranslationsStatusPage,
  })),
  '/contributing': lazyPage(contributing, (m) => m.ContributingPage),
  '/advancements': lazyPage(advancements, (m) => ({
    Component: m.AdvancementsPage,
    load: m.loadAdvancementsPage,
  })),
  '/advancements/:player': lazyPage(advancements, (m) => ({
    Component: m.PlayerAdvancementsPage,
    load: m.loadPlayerAdvancementsPage,
  })),
  '/halloffame': lazyPage(hallOfFame, (m) => ({
    Component: m.HallOfFamePage,
    load: m.loadHallOfFamePage,
  })),
  '/php/dlpage.php': lazyPage(home, (m) => ({
    Component: m.DownloadPage,
    load: m.loadDownloadPage,
  })),
  '/encyclopedia': lazyPage(encyclopedia, (m) => ({
    Component: m.EncyclopediaHomePage,
    load: m.loadEncyclopediaHomePage,
  })),
  '/encyclopedia/newcontents': lazyPage(encyclopedia, (m) => m.NewContentsPage),
  '/encyclopedia/newimages': lazyPage(encyclopedia, (m) => m.NewImagesPage),
  '/encyclopedia/:culture': lazyPage(encyclopedia, (m) => ({
    Component: m.CulturePage,
    load: m.loadCulturePage,
  })),
  '/encyclopedia/:culture/edit': lazyPage(encyclopedia, (m) => m.CultureEditPage),
  '/encyclopedia/:culture/:type/:itemkey': lazyPage(encyclopedia, (m) => ({
    Component: m.ItemPage,
    load: m.loadItemPage,
  })),
  '/encyclopedia/:culture/:type/:itemkey/edit': lazyPage(encyclopedia, (m) => m.ItemEditPage),
  '/library': lazyPage(library, (m) => ({
    Component: m.LibraryHomePage,
    load: m.loadLibraryHomePage,
  })),
  '/library/mycontents': lazyPage(library, (m) => m.MyContentsPage),
  '/library/starredcontents': lazyPage(library, (m) => m.StarredContentsPage),
  '/library/create': lazyPage(library, (m) => m.CreateContentPage),
  '/library/:content': lazyPage(library, (m) => ({
    Component: m.ContentPage,
    load: m.loadContentPage,
  })),
  '/library/:content/edit': lazyPage(library, (m) => m.ContentEditPage),
  '/library/:content/editimages': lazyPage(library, (m) => m.ContentEditImagesPage),
  '/translationcentre': lazyPage(translationCentre, (m) => ({
    Component: m.TranslationCentreHomePage,
    load: m.loadTranslationCentreHomePage,
  })),
  '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage': lazyPage(
    translationCentre,
    (m) => m.EditorPage,
  ),
  '/translationcentre/history/:filekey/:language': lazyPage(translationCentre, (m) => ({
    Component: m.FileHistoryPage,
    load: m.loadFileHistoryPage,
  })),
  '/translationcentre/recentchanges': lazyPage(translationCentre, (m) => ({
    Component: m.RecentChangesPage,
    load: m.loadRecentChangesPage,
  })),
  '/translationcentre/search': lazyPage(translationCentre, (m) => m.SearchPage),
  '/translationcentre/glossary': lazyPage(translationCentre, (m) => m.GlossaryPage),
  '/user/login': lazyPage(account, (m) => m.LoginPage),
  '/user/createaccount': lazyPage(account, (m) => m.CreateAccountPage),
  '/user/requestnewpassword': lazyPage(account, (m) => m.RequestNewPasswordPage),
  '/user/passwordreset': lazyPage(account, (m) => m.PasswordResetPage),
  '/user/passwordchange': lazyPage(account, (m) => m.PasswordChangePage),
  '/user/logout': lazyPage(account, (m) => m.LogoutPage),
  '/user/admin': lazyPage(account, (m) => m.UserAdminPage),
  '/user/notifications': lazyPage(notifications, (m) => m.NotificationsPage),
  '/user/unsubscribe': lazyPage(notifications, (m) => m.UnsubscribePage),
  '/admin/releases': lazyPage(admin, (m) => m.ReleasesAdminPage),
  '/admin/halloffame': lazyPage(admin, (m) => m.HofAdminPage),
  '/admin/bonus': lazyPage(admin, (m) => m.BonusAdminPage),
  '/admin/pings': lazyPage(admin, (m) => m.PingsAdminPage),
  '/admin/reports': lazyPage(admin, (m) => m.ReportsAdminPage),
};
