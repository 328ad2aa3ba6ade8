import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionCheck } from '@/shared/auth/session-check';
import { useFocusHeadingAfterNavigation } from './focus-heading';

export function RootLayout() {
  useFocusHeadingAfterNavigation();
  useSessionCheck();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
