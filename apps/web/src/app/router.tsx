import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import {
  PAGE_ROUTES,
  areaOf,
  pageFacts,
  type Area,
  type PageFacts,
  type PageRoute,
} from '@millenaire/contracts/routes';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { QueryClient } from '@tanstack/react-query';
import { AreaLayout } from './layout/AreaLayout';
import { NotFoundPage } from './NotFoundPage';
import { audienceLoader } from '@/shared/auth/audience';
import { i18n, isSiteLanguage } from '@/shared/i18n';
import { queryClient } from '@/shared/query-client';
import { siteConfigQuery } from '@/shared/site-config';
import { PAGE_MODULES } from './pages';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const AREAS: readonly Area[] = ['home', 'encyclopedia', 'library', 'translationcentre', 'user'];

/** What the server renderer hands the loaders of the page it renders. */
export interface ServerLoadContext {
  client: QueryClient;
  language: SiteLanguage;
}

/** What the server renderer reads of a matched page: its facts, from the contracts' PAGES. */
export interface PageHandle {
  facts: PageFacts;
}

/** The renderer's context; the browser's router gives none (or an empty one). */
function serverContext(context: unknown): ServerLoadContext | undefined {
  return typeof context === 'object' && context !== null && 'client' in context
    ? (context as ServerLoadContext)
    : undefined;
}

function browserLanguage(): SiteLanguage {
  return isSiteLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * A page's loader: the audience rule first (browser only: the server renders
 * no page that has an audience), then the page's data. The server awaits the
 * data; the browser only starts it, so a link opens its page at once.
 */
function pageLoader(path: PageRoute) {
  const { audience } = pageFacts(path);
  const checkAudience = audience && audienceLoader(audience);
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const server = serverContext(context);
    if (!server && checkAudience) {
      const redirect = checkAudience();
      if (redirect) return redirect;
    }
    const client = server?.client ?? queryClient;
    const { load } = await PAGE_MODULES[path]();
    const args = {
      params,
      url: new URL(request.url),
      language: server?.language ?? browserLanguage(),
      client,
    };
    // Every page's frame shows the site's settings (its banners): they come with the page too.
    const data = Promise.all([client.prefetchQuery(siteConfigQuery), load?.(args)]);
    if (server) await data;
    return null;
  };
}

function pageRoute(path: PageRoute): RouteObject {
  const handle: PageHandle = { facts: pageFacts(path) };
  // A page that fails keeps its area's header and navigation around the message.
  return {
    path,
    handle,
    errorElement: <RouteError />,
    loader: pageLoader(path),
    lazy: async () => ({ Component: (await PAGE_MODULES[path]()).Component }),
  };
}

const NOT_FOUND_HANDLE: PageHandle = { facts: { rendered: true } };

function areaRoute(area: Area): RouteObject {
  const pages = PAGE_ROUTES.filter((path) => areaOf(path) === area).map(pageRoute);
  const notFound = { path: '*', element: <NotFoundPage />, handle: NOT_FOUND_HANDLE };
  const children = area === 'home' ? [...pages, notFound] : pages;
  return { element: <AreaLayout area={area} />, children };
}

/**
 * What a page the browser draws from the shell shows while its code arrives
 * (the first page of a visit only; a page the server rendered is hydrated
 * with its code already there): nothing, for a moment.
 */
function ShellFallback() {
  return null;
}

/** Every page of the spec, grouped under the layout of its area. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: ShellFallback,
    children: AREAS.map(areaRoute),
  },
];

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
