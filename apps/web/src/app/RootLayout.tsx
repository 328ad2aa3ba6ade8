import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionCheck } from '@/shared/auth/session-check';
import { useFocusHeadingAfterNavigation } from './focus-heading';
import { useSiteScripts } from './site-scripts';

export function RootLayout() {
  useSiteScripts();
  useFocusHeadingAfterNavigation();
  useSessionCheck();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
