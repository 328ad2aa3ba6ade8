import { Menu, Text } from '@mantine/core';
import {
  IconBell,
  IconChecks,
  IconFlag,
  IconMessage,
  IconPackage,
  IconPencil,
  IconUserCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NoticeKind } from '@millenaire/contracts/notifications';
import { formatDate } from '@/shared/format-date';
import { useMarkRead, useNotifications } from './api';
import { useMember } from './use-member';
import { noticeText } from './notice-text';

/** Unread notifications the user menu shows; the notifications page has them all. */
const SHOWN = 5;

const ICONS: Record<NoticeKind, typeof IconBell> = {
  comment: IconMessage,
  version: IconPackage,
  change: IconPencil,
  report: IconFlag,
  confirmation: IconUserCheck,
};

/** The user menu's part about notifications: the newest unread ones, each opening its page. */
export function UnreadMenuItems() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const unread = (notifications.data?.items ?? []).filter((item) => !item.read).slice(0, SHOWN);
  const count = notifications.data?.unread ?? 0;
  return (
    <>
      <Menu.Label>{t('following.unread', { count })}</Menu.Label>
      {unread.map((item) => {
        const Icon = ICONS[item.kind];
        return (
          <Menu.Item
            key={item.id}
            component={Link}
            to={item.path}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => markRead.mutate({ ids: [item.id] })}
          >
            <Text size="sm" lineClamp={2}>
              {noticeText(t, item)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(item.at)}
            </Text>
          </Menu.Item>
        );
      })}
      {count > 0 && (
        <Menu.Item
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('following.markAll')}
        </Menu.Item>
      )}
      <Menu.Item
        component={Link}
        to="/user/notifications"
        leftSection={<IconBell size={16} aria-hidden />}
      >
        {t('following.all')}
      </Menu.Item>
    </>
  );
}

/** How many unread notifications the member has (0 for a visitor, whatever was read before a logout). */
export function useUnreadCount(): number {
  const member = useMember();
  const unread = useNotifications().data?.unread ?? 0;
  return member ? unread : 0;
}
