import { Button, Indicator } from '@mantine/core';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { IconBell, IconBellCheck, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { useSiteLanguage } from '@/shared/i18n/language';
import { useFollowToggle, useFollows } from './api';
import type { FollowButtonProps } from './follow-props';
import { useUnreadCount } from './UnreadMenuItems';

// What only a member's page shows of the notifications, loaded once a member
// is known: a visitor's first page carries none of it.

export { UnreadMenuItems } from './UnreadMenuItems';

/** The member's Follow, pressed while the subject is followed. */
export function MemberFollowButton({ subject, name, size = 'sm' }: FollowButtonProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const follows = useFollows();
  const toggle = useFollowToggle();
  const following = follows.data?.follows.some((f) => f.subject === subject) ?? false;
  return (
    <Button
      size={size}
      variant={following ? 'light' : 'outline'}
      leftSection={
        following ? <IconBellCheck size={16} aria-hidden /> : <IconBell size={16} aria-hidden />
      }
      title={t('following.hint', { name })}
      aria-pressed={following}
      loading={toggle.isPending || follows.isLoading}
      onClick={() => toggle.mutate({ subject, language, follow: !following })}
    >
      {following ? t('following.following') : t('following.follow')}
    </Button>
  );
}

/** The user menu's icon with the count of unread notifications, said to screen readers too. */
export function UnreadIcon({ className }: { className?: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <>
      <Indicator
        label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
        size={16}
        color="red.8"
        disabled={unread === 0}
        className={className}
      >
        <IconUserCircle size={22} aria-hidden />
      </Indicator>
      {unread > 0 && <VisuallyHidden>{t('following.unread', { count: unread })}</VisuallyHidden>}
    </>
  );
}
