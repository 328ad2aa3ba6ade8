import type { TFunction } from '@/shared/i18n';
import type { Notification } from '@millenaire/contracts/notifications';

/** "3 new comments on Harbour hamlet", in the page's language. */
export function noticeText(t: TFunction, notice: Pick<Notification, 'kind' | 'count' | 'title'>) {
  return t(`following.line.${notice.kind}`, { count: notice.count, title: notice.title });
}
