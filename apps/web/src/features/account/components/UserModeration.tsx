import { useState, type ReactNode } from 'react';
import { Button, List, Modal, TextInput } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { canResetSecondFactor, canSuspend } from '@millenaire/contracts/rules';
import { useMutation } from '@tanstack/react-query';
import type { RollbackAnswer, User } from '@millenaire/contracts/users';
import { useViewer } from '@/shared/auth/viewer';
import { formatDate } from '@/shared/format-date';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { useRollbackUser } from '../api/rollback-user';
import { resetSecondFactor } from '../api/second-factor';
import { useSetUserSuspension } from '../api/set-user-suspension';
import classes from './UserList.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as a datetime-local input holds it, in the reader's time zone, to the minute. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value (the reader's time zone) as ISO 8601 in UTC, or null. */
function isoOfLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A question about one account (its `dialog` texts: title, text, confirm), then the action. */
function AskFirst({
  user,
  dialog,
  pending,
  onConfirm,
  onClose,
}: {
  user: User;
  dialog: 'suspendDialog' | 'resetDialog';
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`admin.${dialog}.title`, { login: user.login })}
      centered
    >
      <Text>{t(`admin.${dialog}.text`)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {t(`admin.${dialog}.confirm`)}
        </Button>
      </Group>
    </Modal>
  );
}

function SuspendDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const suspend = useSetUserSuspension(() => {
    notifySuccess(t('messages.userSuspended', { login: user.login }));
    onClose();
  });
  return (
    <AskFirst
      user={user}
      dialog="suspendDialog"
      pending={suspend.isPending}
      onConfirm={() => suspend.mutate({ id: user.id, suspended: true })}
      onClose={onClose}
    />
  );
}

/** For a member who lost the phone and the recovery codes: after a question, the password alone opens the account. */
function ResetSecondFactorDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const reset = useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: () => {
      notifySuccess(t('admin.resetDone', { login: user.login }));
      onClose();
    },
  });
  return (
    <AskFirst
      user={user}
      dialog="resetDialog"
      pending={reset.isPending}
      onConfirm={() => reset.mutate(user.id)}
      onClose={onClose}
    />
  );
}

function RollbackCounts({ undone }: { undone: RollbackAnswer }) {
  const { t } = useTranslation(NS);
  const counts = Object.entries(undone).filter(([, count]) => count > 0);
  if (counts.length === 0) return <Text>{t('admin.rollback.nothing')}</Text>;
  return (
    <>
      <Text>{t('admin.rollback.done')}</Text>
      <List>
        {counts.map(([area, count]) => (
          <List.Item key={area}>
            {t('admin.rollback.count', {
              count,
              area: t(`admin.rollback.areas.${area}`, { defaultValue: area }),
            })}
          </List.Item>
        ))}
      </List>
    </>
  );
}

/**
 * Undoing an account's edits: a time (a day ago unless changed), a question
 * naming the account and the time, then what each area undid.
 */
function RollbackDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [local, setLocal] = useState(() => localInputValue(new Date(Date.now() - DAY_MS)));
  const [asking, setAsking] = useState(false);
  const rollback = useRollbackUser();
  const since = isoOfLocal(local);
  const footer = (back: () => void, backLabel: string, next: ReactNode) => (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={back}>
        {backLabel}
      </Button>
      {next}
    </Group>
  );
  let body: ReactNode;
  if (rollback.data) {
    body = (
      <>
        <RollbackCounts undone={rollback.data} />
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose}>{t('admin.rollback.close')}</Button>
        </Group>
      </>
    );
  } else if (asking && since) {
    body = (
      <>
        <Text>{t('admin.rollback.confirm', { login: user.login, date: formatDate(since) })}</Text>
        {footer(
          () => setAsking(false),
          t('admin.rollback.back'),
          <Button
            color="red"
            loading={rollback.isPending}
            onClick={() => rollback.mutate({ id: user.id, since })}
          >
            {t('admin.rollback.submit')}
          </Button>,
        )}
      </>
    );
  } else {
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (since) setAsking(true);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('admin.rollback.intro')}</Text>
          <TextInput
            type="datetime-local"
            label={t('admin.rollback.since')}
            description={t('admin.rollback.sinceHelp')}
            required
            value={local}
            onChange={(event) => setLocal(event.currentTarget.value)}
          />
        </Stack>
        {footer(
          onClose,
          t('admin.cancel'),
          <Button type="submit" disabled={!since}>
            {t('admin.rollback.next')}
          </Button>,
        )}
      </form>
    );
  }
  return (
    <Modal opened onClose={onClose} title={t('admin.undoEditsOf', { login: user.login })} centered>
      {body}
    </Modal>
  );
}

/**
 * An account's moderation: suspend it (after a question) or reinstate it, and
 * undo its edits since a time, reset its second factor. An administrator's
 * own account cannot be suspended or reset, so those buttons are not offered there.
 */
export function UserActions({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<'suspend' | 'rollback' | 'reset' | null>(null);
  const close = () => setOpen(null);
  const reinstate = useSetUserSuspension(() =>
    notifySuccess(t('messages.userReinstated', { login: user.login })),
  );
  const viewer = useViewer();
  return (
    <div className={classes.actions}>
      {user.suspended ? (
        <Button
          size="compact-sm"
          variant="light"
          loading={reinstate.isPending}
          aria-label={t('admin.reinstateLogin', { login: user.login })}
          onClick={() => reinstate.mutate({ id: user.id, suspended: false })}
        >
          {t('admin.reinstate')}
        </Button>
      ) : (
        canSuspend(viewer, user) && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={t('admin.suspendLogin', { login: user.login })}
            onClick={() => setOpen('suspend')}
          >
            {t('admin.suspend')}
          </Button>
        )
      )}
      <Button
        size="compact-sm"
        variant="default"
        aria-label={t('admin.undoEditsOf', { login: user.login })}
        onClick={() => setOpen('rollback')}
      >
        {t('admin.undoEdits')}
      </Button>
      {user.secondFactor && canResetSecondFactor(viewer, user) && (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('admin.resetSecondFactorOf', { login: user.login })}
          onClick={() => setOpen('reset')}
        >
          {t('admin.resetSecondFactor')}
        </Button>
      )}
      {open === 'suspend' && <SuspendDialog user={user} onClose={close} />}
      {open === 'reset' && <ResetSecondFactorDialog user={user} onClose={close} />}
      {open === 'rollback' && <RollbackDialog user={user} onClose={close} />}
    </div>
  );
}
