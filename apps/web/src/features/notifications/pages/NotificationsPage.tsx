import { useState } from 'react';
import { Alert, Anchor, Badge, Button } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { Switch } from '@/shared/ui/Switch';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { Notification } from '@millenaire/contracts/notifications';
import { formatDate } from '@/shared/format-date';
import { useHead } from '@/shared/head';
import { useSiteLanguage } from '@/shared/i18n/language';
import {
  useFollowToggle,
  useFollows,
  useMarkRead,
  useNotifications,
  useSaveSettings,
} from '@/features/notifications/widgets/api';
import { noticeText } from '@/features/notifications/widgets/notice-text';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';

function NotificationRow({ item }: { item: Notification }) {
  const { t } = useTranslation(NS);
  const { t: tSite } = useTranslation();
  const markRead = useMarkRead();
  return (
    <Group justify="space-between" gap="xs" data-testid="notification">
      <Stack gap={2} miw={0} maw="100%">
        <Anchor
          component={Link}
          to={item.path}
          fw={item.read ? 400 : 700}
          onClick={() => !item.read && markRead.mutate({ ids: [item.id] })}
        >
          {noticeText(tSite, item)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDate(item.at)}
          {item.by && ` · ${t('list.by', { login: item.by })}`}
        </Text>
      </Stack>
      {!item.read && (
        <Group gap="xs" wrap="nowrap">
          <Badge color="teal.9" size="sm">
            {t('list.unread')}
          </Badge>
          <Button
            size="compact-xs"
            variant="subtle"
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ ids: [item.id] })}
          >
            {t('list.markRead')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** The newest notifications, then older pages one after the other. */
function NotificationPages() {
  const { t } = useTranslation([NS, 'translation']);
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const first = useNotifications();
  const markRead = useMarkRead();
  return (
    <Card withBorder component="section" aria-labelledby="notifications-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="notifications-heading">
            {t('list.heading')}
          </Title>
          {(first.data?.unread ?? 0) > 0 && (
            <Button
              size="xs"
              variant="light"
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('translation:following.markAll')}
            </Button>
          )}
        </Group>
        {pages.map((before, index) => (
          <NotificationPage
            key={before ?? 'newest'}
            before={before}
            last={index === pages.length - 1}
            onMore={(next) => setPages((shown) => [...shown, next])}
          />
        ))}
      </Stack>
    </Card>
  );
}

function NotificationPage({
  before,
  last,
  onMore,
}: {
  before: number | undefined;
  last: boolean;
  onMore: (before: number) => void;
}) {
  const { t } = useTranslation(NS);
  const page = useNotifications(before);
  return (
    <QueryState query={page}>
      {({ items, more }) => (
        <>
          {items.length === 0 && before === undefined && <Text c="dimmed">{t('list.empty')}</Text>}
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} />
          ))}
          {more && last && items.length > 0 && (
            <Button variant="subtle" size="xs" onClick={() => onMore(items.at(-1)!.id)}>
              {t('list.more')}
            </Button>
          )}
        </>
      )}
    </QueryState>
  );
}

/** What the member follows, each with a way to stop (and to take it back). */
function Follows() {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  const follows = useFollows();
  const toggle = useFollowToggle();
  const [stopped, setStopped] = useState<{ subject: string; title: string } | null>(null);
  const change = async (subject: string, title: string, follow: boolean) => {
    await toggle.mutateAsync({ subject, language, follow });
    setStopped(follow ? null : { subject, title });
  };
  return (
    <Card withBorder component="section" aria-labelledby="follows-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="follows-heading">
          {t('follows.heading')}
        </Title>
        {stopped && (
          <Alert color="gray" data-testid="unfollowed">
            {t('follows.stopped', { title: stopped.title })}{' '}
            <Anchor
              component="button"
              type="button"
              onClick={() => void change(stopped.subject, stopped.title, true)}
            >
              {t('follows.undo')}
            </Anchor>
          </Alert>
        )}
        <QueryState query={follows}>
          {({ follows: list }) =>
            list.length === 0 ? (
              <Text c="dimmed">{t('follows.empty')}</Text>
            ) : (
              list.map((follow) => (
                <Group key={follow.subject} justify="space-between" gap="xs">
                  <Stack gap={2} miw={0} maw="100%">
                    <Anchor component={Link} to={follow.path}>
                      {follow.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t('follows.since', { date: formatDate(follow.since) })}
                    </Text>
                  </Stack>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    c="red.9"
                    onClick={() => void change(follow.subject, follow.title, false)}
                  >
                    {t('follows.unfollow')}
                  </Button>
                </Group>
              ))
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}

function EmailSetting() {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  const notifications = useNotifications();
  const save = useSaveSettings();
  const email = save.isPending ? save.variables.email : notifications.data?.email;
  return (
    <Card withBorder component="section" aria-labelledby="email-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="email-heading">
          {t('email.heading')}
        </Title>
        <Switch
          label={t('email.digest')}
          description={t('email.hint')}
          checked={email ?? false}
          disabled={email === undefined}
          onChange={(checked) => save.mutate({ email: checked, language })}
        />
      </Stack>
    </Card>
  );
}

/** A member's notifications, what they follow, and whether a daily e-mail tells them. */
export function NotificationsPage() {
  const { t } = useTranslation(NS);
  useHead({ description: t('list.description') });
  return (
    <Stack gap="md" maw={820}>
      <PageTitle area="user" item={t('pages.notifications')} />
      <NotificationPages />
      <Follows />
      <EmailSetting />
    </Stack>
  );
}
