import { notifications, notificationsStore } from '@mantine/notifications';
import { i18n } from './i18n';

function closeButton() {
  return { 'aria-label': i18n.t('notifications.close') };
}

/** A success message; failures are shown by the api client (spec §8). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, closeButtonProps: closeButton() });
}

/**
 * A failure, shown once however many calls fail alike at the same moment (the
 * server down): messages with the same text share one notification.
 */
export function notifyError(message: string): void {
  notifications.show({
    id: `error:${message}`,
    color: 'red',
    message,
    closeButtonProps: closeButton(),
  });
}

/** Closes the failures shown: a success that settles them (logging in) makes them stale. */
export function closeErrors(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const { id } of [...shown, ...queue]) {
    if (id?.startsWith('error:')) notifications.hide(id);
  }
}

/**
 * A message the user must act on (log in again): it stays until closed, or
 * until `closeNotice(id)` once it no longer applies.
 */
export function notifyNotice(id: string, message: string): void {
  notifications.show({
    id,
    color: 'orange',
    message,
    autoClose: false,
    closeButtonProps: closeButton(),
  });
}

export function closeNotice(id: string): void {
  notifications.hide(id);
}
