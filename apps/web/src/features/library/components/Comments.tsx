import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Button } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { LibraryComment } from '@millenaire/contracts/library';
import { canContribute, canEditComment } from '@millenaire/contracts/rules';
import { messageText } from '@/shared/api-client';
import { SessionPlaceholder, useSessionKnown } from '@/shared/auth/session-known';
import { useViewer } from '@/shared/auth/viewer';
import { formatDate } from '@/shared/format-date';
import { notifyError, notifySuccess } from '@/shared/notify';
import { ReportButton } from '@/features/reports/widgets/ReportButton';
import { addComment, deleteComment, editComment } from '../api/library-api';
import { NS } from '../i18n';
import classes from './Library.module.css';

const CommentForm = lazy(() => import('./CommentForm'));
/** The room a comment form takes while its code loads (label, text area, buttons). */
const COMMENT_FORM_HEIGHT = { add: 160, edit: 120 };

/** Tells what a refused write was; the api client only logged it (spec §8). */
export function useFailure() {
  const { t } = useTranslation(NS);
  return (error: unknown) =>
    notifyError(
      t('messages.failed', { message: messageText(error instanceof Error ? error.message : '') }),
    );
}

function CommentItem({ contentId, comment }: { contentId: number; comment: LibraryComment }) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const failed = useFailure();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const mayEdit = canEditComment(viewer, { authorId: comment.authorid });
  const author = comment.author ?? t('card.unknownAuthor');

  const save = async (text: string) => {
    try {
      await editComment(contentId, comment.id, text);
      notifySuccess(t('messages.commentEdited'));
      setEditing(false);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const remove = async () => {
    if (!window.confirm(t('comments.deleteConfirm'))) return;
    setBusy(true);
    try {
      await deleteComment(contentId, comment.id);
      notifySuccess(t('messages.commentDeleted'));
    } catch (error) {
      failed(error);
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="li" data-testid="comment">
      {/* As tall as its buttons, which appear once the page knows its visitor. */}
      <Group justify="space-between" gap="xs" mb={4} mih={26}>
        <Text size="sm" fw={700}>
          {t('comments.postedBy', { author, date: formatDate(comment.postedon) })}
        </Text>
        {!mayEdit && (
          <ReportButton
            kind="comment"
            itemKey={`${contentId}.${comment.id}`}
            name={t('comments.postedBy', { author, date: formatDate(comment.postedon) })}
            size="compact-sm"
          />
        )}
        {mayEdit && !editing && (
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={() => setEditing(true)}>
              {t('comments.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              loading={busy}
              onClick={() => void remove()}
            >
              {t('comments.delete')}
            </Button>
          </Group>
        )}
      </Group>
      {editing ? (
        <Suspense fallback={<Box h={COMMENT_FORM_HEIGHT.edit} />}>
          <CommentForm
            label={t('comments.editLabel')}
            initial={comment.text}
            submitLabel={t('comments.save')}
            onSubmit={save}
            cancel={{ label: t('comments.cancel'), onCancel: () => setEditing(false) }}
          />
        </Suspense>
      ) : (
        <Text className={classes.commentText}>{comment.text}</Text>
      )}
      {comment.modifiedon && (
        <Text size="xs" c="gray.7" mt={4}>
          {t('comments.modified', {
            author: comment.modifiedby ?? t('card.unknownAuthor'),
            date: formatDate(comment.modifiedon),
          })}
        </Text>
      )}
    </Paper>
  );
}

/** The comments of a content, and the form to add one (or the way to log in). */
export function Comments({
  contentId,
  comments,
}: {
  contentId: number;
  comments: LibraryComment[];
}) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const known = useSessionKnown();
  const failed = useFailure();

  const add = async (text: string) => {
    try {
      await addComment(contentId, text);
      notifySuccess(t('messages.commentAdded'));
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  return (
    <Stack gap="sm">
      {comments.length === 0 ? (
        <Text c="gray.7">{t('comments.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} contentId={contentId} comment={comment} />
          ))}
        </Stack>
      )}
      {!known ? (
        <SessionPlaceholder h={24} w="100%" />
      ) : canContribute(viewer) ? (
        <Suspense fallback={<Box h={COMMENT_FORM_HEIGHT.add} />}>
          <CommentForm
            label={t('comments.newComment')}
            submitLabel={t('comments.add')}
            onSubmit={add}
          />
        </Suspense>
      ) : (
        <Text>
          {t('comments.loginToComment')}{' '}
          <Anchor component={Link} to="/user/login">
            {t('comments.login')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
