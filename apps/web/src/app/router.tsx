import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_ROUTES, areaOf, type Area, type PageRoute } from '@millenaire/contracts/routes';
import { AreaLayout } from './layout/AreaLayout';
import { NotFoundPage } from './NotFoundPage';
import { audienceLoader } from '@/shared/auth/audience';
import { PAGE_AUDIENCE, PAGES } from './pages';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const AREAS: readonly Area[] = ['home', 'encyclopedia', 'library', 'translationcentre', 'user'];

function pageRoute(path: PageRoute): RouteObject {
  const Page = PAGES[path];
  const audience = PAGE_AUDIENCE[path];
  // A page that fails keeps its area's header and navigation around the message.
  return {
    path,
    element: <Page />,
    errorElement: <RouteError />,
    ...(audience && { loader: audienceLoader(audience) }),
  };
}

function areaRoute(area: Area): RouteObject {
  const pages = PAGE_ROUTES.filter((path) => areaOf(path) === area).map(pageRoute);
  const children = area === 'home' ? [...pages, { path: '*', element: <NotFoundPage /> }] : pages;
  return { element: <AreaLayout area={area} />, children };
}

/** Every page of the spec, grouped under the layout of its area. */
export const routes: RouteObject[] = [
  { element: <RootLayout />, errorElement: <RouteError />, children: AREAS.map(areaRoute) },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
