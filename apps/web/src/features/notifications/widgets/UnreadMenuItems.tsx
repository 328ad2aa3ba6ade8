import { Text } from '@/shared/ui/Text';
import {
  IconBulb,
  IconChecks,
  IconFlag,
  IconMessage,
  IconPackage,
  IconPencil,
  IconUserCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { NoticeKind } from '@millenaire/contracts/notifications';
import { formatDate } from '@/shared/format-date';
import { useMarkRead, useNotifications } from './api';
import { useMember } from './use-member';
import { noticeText } from './notice-text';
import { AllNotificationsLink } from './AllNotificationsLink';

/** Unread notifications the user menu shows; the notifications page has them all. */
const SHOWN = 5;

const ICONS: Record<NoticeKind, typeof IconMessage> = {
  comment: IconMessage,
  version: IconPackage,
  change: IconPencil,
  report: IconFlag,
  confirmation: IconUserCheck,
  suggestion: IconBulb,
};

/** The user menu's part about notifications: the newest unread ones, each opening its page (children of the menu's list). */
export function UnreadMenuItems() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const unread = (notifications.data?.items ?? []).filter((item) => !item.read).slice(0, SHOWN);
  const count = notifications.data?.unread ?? 0;
  return (
    <>
      <p>{t('following.unread', { count })}</p>
      {unread.map((item) => {
        const Icon = ICONS[item.kind];
        return (
          <Link key={item.id} to={item.path} onClick={() => markRead.mutate({ ids: [item.id] })}>
            <Icon size={16} aria-hidden />
            <span>
              <Text component="span" size="sm" lineClamp={2}>
                {noticeText(t, item)}
              </Text>
              <Text component="span" size="xs" c="dimmed" display="block">
                {formatDate(item.at)}
              </Text>
            </span>
          </Link>
        );
      })}
      {count > 0 && (
        <button type="button" onClick={() => markRead.mutate({ all: true })}>
          <IconChecks size={16} aria-hidden />
          {t('following.markAll')}
        </button>
      )}
      <AllNotificationsLink />
    </>
  );
}

/** How many unread notifications the member has (0 for a visitor, whatever was read before a logout). */
export function useUnreadCount(): number {
  const member = useMember();
  const unread = useNotifications().data?.unread ?? 0;
  return member ? unread : 0;
}
