import { Button } from '@mantine/core';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteLanguage } from '@/shared/i18n/language';
import { useFollowToggle, useFollows, useMember } from './api';

/**
 * Follows a subject (`library:12`, `culture:norman`, `language:fr`): its
 * comments, new versions and changes then reach the member's notifications.
 * The server renders it as a link to the login page (what a visitor gets),
 * the same size as the member's button, so the page does not move.
 */
export function FollowButton({
  subject,
  name,
  size = 'sm',
}: {
  subject: string;
  name: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const member = useMember();
  const follows = useFollows();
  const toggle = useFollowToggle();
  const following = member && (follows.data?.follows.some((f) => f.subject === subject) ?? false);
  const common = {
    size,
    variant: following ? 'light' : 'outline',
    leftSection: following ? (
      <IconBellCheck size={16} aria-hidden />
    ) : (
      <IconBell size={16} aria-hidden />
    ),
    title: t('following.hint', { name }),
  } as const;
  if (!member) {
    return (
      <Button component={Link} to="/user/login" {...common}>
        {t('following.follow')}
      </Button>
    );
  }
  return (
    <Button
      {...common}
      aria-pressed={following}
      loading={toggle.isPending || follows.isLoading}
      onClick={() => toggle.mutate({ subject, language, follow: !following })}
    >
      {following ? t('following.following') : t('following.follow')}
    </Button>
  );
}
