import { Notifications } from '@mantine/notifications';

/**
 * Where the site's messages show: bottom right, away from the header's menus
 * (on phones they span the bottom); under popovers (300), so an open menu
 * stays above a message.
 */
export function NotificationsShown() {
  return <Notifications position="bottom-right" limit={4} zIndex={250} />;
}
