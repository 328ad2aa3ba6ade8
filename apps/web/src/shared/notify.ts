import { notifications } from '@mantine/notifications';

/** A success message; failures are shown by the api client (spec §8). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
