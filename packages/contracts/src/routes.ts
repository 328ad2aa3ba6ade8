/**
 * The web app's routes (the spec's route table), shared so the server can
 * tell a page of the app (answered with index.html) from an unknown path.
 */
export type Area = 'home' | 'encyclopedia' | 'library' | 'translationcentre' | 'user';

export const AREA_HOME_PATH: Record<Area, string> = {
  home: '/',
  encyclopedia: '/encyclopedia',
  library: '/library',
  translationcentre: '/translationcentre',
  user: '/',
};

export const PAGE_ROUTES = [
  '/',
  '/history',
  '/translations',
  '/contributing',
  '/advancements',
  '/advancements/:player',
  '/halloffame',
  '/php/dlpage.php',
  '/encyclopedia',
  '/encyclopedia/newcontents',
  '/encyclopedia/newimages',
  '/encyclopedia/:culture',
  '/encyclopedia/:culture/edit',
  '/encyclopedia/:culture/:type/:itemkey',
  '/encyclopedia/:culture/:type/:itemkey/edit',
  '/library',
  '/library/mycontents',
  '/library/starredcontents',
  '/library/create',
  '/library/:content',
  '/library/:content/edit',
  '/library/:content/editimages',
  '/translationcentre',
  '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage',
  '/translationcentre/history/:filekey/:language',
  '/translationcentre/recentchanges',
  '/translationcentre/search',
  '/translationcentre/glossary',
  '/user/login',
  '/user/createaccount',
  '/user/requestnewpassword',
  '/user/passwordreset',
  '/user/passwordchange',
  '/user/logout',
  '/user/admin',
  '/user/notifications',
  '/user/unsubscribe',
  '/admin/releases',
  '/admin/halloffame',
  '/admin/bonus',
  '/admin/pings',
  '/admin/reports',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/**
 * The query parameters each page reads (every page also reads `lang`, its
 * language). Any other parameter changes nothing on the page, so the server
 * leaves it out of the address it renders, caches and calls canonical:
 * `/library?anything=1` is `/library`, from the same cached render.
 */
export const PAGE_QUERY_PARAMETERS: Partial<Record<PageRoute, readonly string[]>> = {
  '/php/dlpage.php': ['file'],
  '/library': ['category', 'culture', 'q', 'sort', 'page'],
  '/library/mycontents': ['category', 'culture', 'q', 'sort', 'page'],
  '/library/starredcontents': ['category', 'culture', 'q', 'sort', 'page'],
  '/translationcentre': ['translation'],
  '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage': ['element'],
  '/translationcentre/search': ['language', 'reference', 'filekey', 'q'],
  '/user/passwordreset': ['email', 'key'],
  '/user/admin': ['q', 'sort', 'order', 'page'],
  '/user/unsubscribe': ['account', 'key'],
};

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return false;
  return want.every((seg, i) => seg.startsWith(':') || seg === have[i]);
}

/** The route of the app's page at `path` (without query string), if it is one. */
export function pageRouteOf(path: string): PageRoute | undefined {
  return PAGE_ROUTES.find((pattern) => matches(pattern, path));
}

/** True when `path` (without query string) is one of the app's pages. */
export function isPagePath(path: string): boolean {
  return pageRouteOf(path) !== undefined;
}

/** The area a path belongs to, which picks the header variant and the home button. */
export function areaOf(path: string): Area {
  const first = segments(path)[0];
  if (first === 'encyclopedia' || first === 'library' || first === 'translationcentre') {
    return first;
  }
  if (first === 'user') return 'user';
  return 'home';
}
