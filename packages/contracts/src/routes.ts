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

/** Who a page is for; anyone else is sent to /. */
export type Audience = 'loggedIn' | 'loggedOut';

/** What the server and the web app know of a page, declared once in PAGES. */
export interface PageFacts {
  /**
   * A public page: the server renders it with its data (the same HTML for
   * every visitor). The others (accounts, editing, administration, the
   * encyclopedia's review lists, the translation editor) are drawn by the
   * browser from the app's shell.
   */
  readonly rendered?: true;
  /** Who the page is for (spec §2); open to everyone when absent. */
  readonly audience?: Audience;
  /**
   * The query parameters it reads (every page also reads `lang`, its
   * language). Any other parameter changes nothing on the page, so the server
   * leaves it out of the address it renders, caches and calls canonical:
   * `/library?anything=1` is `/library`, from the same cached render.
   */
  readonly query?: readonly string[];
  /**
   * A rendered page that acts by itself once shown (the download page counts
   * down, then starts the download): the browser starts the app as soon as it
   * has shown, as for a member. Any other rendered page waits, for a visitor,
   * until the reader first reaches for it (apps/web/src/start.ts).
   */
  readonly actsOnItsOwn?: true;
}

/** A library list's filters, sort and page. */
const LIST = ['category', 'culture', 'q', 'sort', 'page'];

/**
 * The web app's pages (the spec's route table), each with its facts. The web
 * app's code for each is in apps/web/src/app/pages.ts (typed by this table);
 * the server's check that what an address names exists is registered by the
 * area that owns it (`pageRoute`).
 */
export const PAGES = {
  '/': { rendered: true },
  '/history': { rendered: true },
  '/translations': { rendered: true },
  '/contributing': { rendered: true },
  '/advancements': { rendered: true },
  '/advancements/:player': { rendered: true },
  '/halloffame': { rendered: true },
  '/php/dlpage.php': { rendered: true, query: ['file'], actsOnItsOwn: true },
  '/encyclopedia': { rendered: true },
  '/encyclopedia/newcontents': {},
  '/encyclopedia/newimages': {},
  '/encyclopedia/:culture': { rendered: true },
  '/encyclopedia/:culture/edit': { audience: 'loggedIn' },
  '/encyclopedia/:culture/:type/:itemkey': { rendered: true },
  '/encyclopedia/:culture/:type/:itemkey/edit': { audience: 'loggedIn' },
  '/library': { rendered: true, query: LIST },
  '/library/mycontents': { query: LIST },
  '/library/starredcontents': { query: LIST },
  '/library/create': {},
  '/library/:content': { rendered: true },
  '/library/:content/edit': {},
  '/library/:content/editimages': {},
  '/translationcentre': { rendered: true, query: ['translation'] },
  '/translationcentre/files/:filekey/:referenceLanguage/:translationLanguage': {
    query: ['element'],
  },
  '/translationcentre/history/:filekey/:language': { rendered: true },
  '/translationcentre/recentchanges': { rendered: true },
  '/translationcentre/search': { query: ['language', 'reference', 'filekey', 'q'] },
  '/translationcentre/glossary': {},
  '/user/login': { audience: 'loggedOut' },
  '/user/createaccount': { audience: 'loggedOut' },
  '/user/requestnewpassword': { audience: 'loggedOut' },
  '/user/passwordreset': { audience: 'loggedOut', query: ['email', 'key'] },
  '/user/passwordchange': { audience: 'loggedIn' },
  '/user/secondfactor': { audience: 'loggedIn', query: ['continue'] },
  '/user/logout': { audience: 'loggedIn' },
  '/user/admin': { query: ['q', 'sort', 'order', 'page'] },
  '/user/notifications': { audience: 'loggedIn' },
  '/user/unsubscribe': { query: ['account', 'key'] },
  '/admin/releases': {},
  '/admin/halloffame': {},
  '/admin/bonus': {},
  '/admin/pings': {},
  '/admin/reports': {},
} as const satisfies Record<string, PageFacts>;

export type PageRoute = keyof typeof PAGES;

/** Every page's route, in the table's order (the router's order too). */
export const PAGE_ROUTES = Object.keys(PAGES) as PageRoute[];

/** The facts of a page. */
export const pageFacts = (route: PageRoute): PageFacts => PAGES[route];

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
