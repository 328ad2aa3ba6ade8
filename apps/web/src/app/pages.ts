import type { ComponentType } from 'react';
import type { PageRoute } from '@millenaire/contracts/routes';
import type { Audience } from '@/shared/auth/audience';
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

const FEATURES = [
  home,
  history,
  translationsStatus,
  contributing,
  advancements,
  hallOfFame,
  encyclopedia,
  library,
  translationCentre,
  account,
  admin,
];

/**
 * Fetches the code of every feature once the browser has nothing else to do,
 * so following a link to another area never waits for it (its header and its
 * page then appear with the click). What only some pages need inside a
 * feature (the rich-text editor, the password meter) stays loaded on demand.
 */
export function preloadFeatures(): void {
  const preload = () => {
    for (const load of FEATURES) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 5_000 });
  else setTimeout(preload, 2_000);
}

/** The spec's route table; typed by PAGE_ROUTES so a missing route fails to compile. */
export const PAGES: Record<PageRoute, LazyPage> = {
  '/': lazyPage(home, (m) => m.HomePage),
  '/history': lazyPage(history, (m) => m.HistoryPage),
  '/translations': lazyPage(translationsStatus, (m) => m.TranslationsStatusPage),
  '/contributing': lazyPage(contributing, (m) => m.ContributingPage),
  '/advancements': lazyPage(advancements, (m) => m.AdvancementsPage),
  '/advancements/:player': lazyPage(advancements, (m) => m.PlayerAdvancementsPage),
  '/halloffame': lazyPage(hallOfFame, (m) => m.HallOfFamePage),
  '/php/dlpage.php': lazyPage(home, (m) => m.DownloadPage),
  '/encyclopedia': lazyPage(encyclopedia, (m) => m.EncyclopediaHomePage),
  '/encyclopedia/newcontents': lazyPage(encyclopedia, (m) => m.NewContentsPage),
  '/encyclopedia/newimages': lazyPage(encyclopedia, (m) => m.NewImagesPage),
  '/encyclopedia/:culture': lazyPage(encyclopedia, (m) => ({
    Component: m.CulturePage,
    load: m.loadCulturePage,
  })),
  '/encyclopedia/:culture/edit': lazyPage(encyclopedia, (m) => m.CultureEditPage),
  '/encyclopedia/:culture/:type/:itemkey': lazyPage(encyclopedia, (m) => m.ItemPage),
  '/encyclopedia/:culture/:type/:itemkey/edit': lazyPage(encyclopedia, (m) => m.ItemEditPage),
  '/library': lazyPage(library, (m) => m.LibraryHomePage),
  '/library/mycontents': lazyPage(library, (m) => m.MyContentsPage),
  '/library/starredcontents': lazyPage(library, (m) => m.StarredContentsPage),
  '/library/create': lazyPage(library, (m) => m.CreateContentPage),
  '/library/:content': lazyPage(library, (m) => m.ContentPage),
  '/library/:content/edit': lazyPage(library, (m) => m.ContentEditPage),
  '/library/:content/editimages': lazyPage(library, (m) => m.ContentEditImagesPage),
  '/translationcentre': lazyPage(translationCentre, (m) => m.TranslationCentreHomePage),
  '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage': lazyPage(
    translationCentre,
    (m) => m.EditorPage,
  ),
  '/translationcentre/history/:filekey/:language': lazyPage(
    translationCentre,
    (m) => m.FileHistoryPage,
  ),
  '/translationcentre/recentchanges': lazyPage(translationCentre, (m) => m.RecentChangesPage),
  '/user/login': lazyPage(account, (m) => m.LoginPage),
  '/user/createaccount': lazyPage(account, (m) => m.CreateAccountPage),
  '/user/requestnewpassword': lazyPage(account, (m) => m.RequestNewPasswordPage),
  '/user/passwordreset': lazyPage(account, (m) => m.PasswordResetPage),
  '/user/passwordchange': lazyPage(account, (m) => m.PasswordChangePage),
  '/user/logout': lazyPage(account, (m) => m.LogoutPage),
  '/user/admin': lazyPage(account, (m) => m.UserAdminPage),
  '/admin/releases': lazyPage(admin, (m) => m.ReleasesAdminPage),
  '/admin/halloffame': lazyPage(admin, (m) => m.HofAdminPage),
  '/admin/bonus': lazyPage(admin, (m) => m.BonusAdminPage),
  '/admin/pings': lazyPage(admin, (m) => m.PingsAdminPage),
};

/**
 * The public pages, which the server renders with their data (the same HTML
 * for every visitor). The others (accounts, editing, administration, the
 * translation editor) are drawn by the browser from the app's shell.
 */
export const SERVER_RENDERED: ReadonlySet<PageRoute> = new Set<PageRoute>([
  '/',
  '/history',
  '/translations',
  '/contributing',
  '/advancements',
  '/advancements/:player',
  '/halloffame',
  '/encyclopedia',
  '/encyclopedia/newcontents',
  '/encyclopedia/newimages',
  '/encyclopedia/:culture',
  '/encyclopedia/:culture/:type/:itemkey',
  '/library',
  '/library/:content',
  '/translationcentre',
  '/translationcentre/history/:filekey/:language',
  '/translationcentre/recentchanges',
]);

/** Who a page is for (spec §2); the other pages are open to everyone. */
export const PAGE_AUDIENCE: Partial<Record<PageRoute, Audience>> = {
  '/encyclopedia/:culture/edit': 'loggedIn',
  '/encyclopedia/:culture/:type/:itemkey/edit': 'loggedIn',
  '/user/login': 'loggedOut',
  '/user/createaccount': 'loggedOut',
  '/user/requestnewpassword': 'loggedOut',
  '/user/passwordreset': 'loggedOut',
  '/user/passwordchange': 'loggedIn',
  '/user/logout': 'loggedIn',
};
