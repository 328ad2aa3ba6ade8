import { Outlet, ScrollRestoration } from 'react-router';
import { useSiteScripts } from './site-scripts';

export function RootLayout() {
  useSiteScripts();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
