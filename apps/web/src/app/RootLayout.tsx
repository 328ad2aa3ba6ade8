import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusHeadingAfterNavigation } from './focus-heading';
import { useSiteScripts } from './site-scripts';

export function RootLayout() {
  useSiteScripts();
  useFocusHeadingAfterNavigation();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
