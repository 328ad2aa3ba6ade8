import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { FollowButtonProps } from './follow-props';
import { useMember } from './use-member';

// A member's button, with what it asks the server, arrives with the first
// member's page: a visitor's page carries none of it.
const MemberFollowButton = lazy(() =>
  import('./member').then((module) => ({ default: module.MemberFollowButton })),
);

/** A visitor's Follow: a link to the login page, the size of the member's button. */
function VisitorFollowButton({ name, size = 'sm' }: FollowButtonProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/user/login"
      size={size}
      variant="outline"
      leftSection={<IconBell size={16} aria-hidden />}
      title={t('following.hint', { name })}
    >
      {t('following.follow')}
    </Button>
  );
}

/**
 * Follows a subject (`library:12`, `culture:norman`, `language:fr`): its
 * comments, new versions and changes then reach the member's notifications.
 * The server renders a visitor's (a link to the login page), so the page does
 * not move when a member's takes its place.
 */
export function FollowButton(props: FollowButtonProps) {
  const member = useMember();
  const visitor = <VisitorFollowButton {...props} />;
  if (!member) return visitor;
  return (
    <Suspense fallback={visitor}>
      <MemberFollowButton {...props} />
    </Suspense>
  );
}
