import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Anchor, Button, Textarea } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Link } from 'react-router';
import {
  TRANSLATION_COMMENT_MAX_LENGTH,
  type TranslationComment,
} from '@millenaire/contracts/translations';
import { canCommentTranslation, canEditComment } from '@millenaire/contracts/rules';
import { useViewer } from '@/shared/auth/viewer';
import { formatDate } from '@/shared/format-date';
import { QueryState, SkeletonLines } from '@/shared/ui/QueryState';
import { useTranslation } from '@/shared/i18n';
import {
  elementComments,
  useAddComment,
  useLineComments,
  useSetCommentDeleted,
} from '../api/line-comments';
import { NS } from '../i18n';
import classes from './Editor.module.css';
import { useEditorFile } from './editor-file';

const TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The comments tool's button: its words ("Comments (2)", or "Comments" while
 * there are none) and its name for a screen reader, which names the element.
 */
export function useCommentsButton(elementKey: string): { text: string; label: string } {
  const { t } = useTranslation(NS);
  const file = useEditorFile();
  const { data } = useLineComments(file.language, file.filekey);
  const count = elementComments(data, elementKey).length;
  const text = count > 0 ? t('comments.open', { count }) : t('comments.openNone');
  return { text, label: t('comments.openLabel', { label: text, key: elementKey }) };
}

function CommentItem({
  comment,
  deleted,
  pending,
  onSet,
  buttonRef,
}: {
  comment: TranslationComment;
  deleted: boolean;
  pending: boolean;
  onSet: (deleted: boolean) => void;
  /** Its button takes the keyboard once the comment is deleted or brought back. */
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const author = comment.author ?? t('comments.someone');
  const date = formatDate(comment.postedon);
  const mayEdit = canEditComment(viewer, { authorId: comment.authorid });
  if (deleted) {
    return (
      <Group component="li" gap={6} style={{ rowGap: 0 }} data-testid="line-comment-deleted">
        <Text size="xs" c="dimmed">
          {t('comments.deleted')}
        </Text>
        <Button
          ref={buttonRef}
          size="compact-xs"
          variant="subtle"
          disabled={pending}
          aria-label={t('comments.undoLabel', { author, date })}
          onClick={() => onSet(false)}
        >
          {t('comments.undo')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack component="li" gap={0} data-testid="line-comment">
      <Group gap={6} style={{ rowGap: 0 }} align="baseline">
        <Text size="xs" fw={700}>
          {t('comments.by', { author, date })}
        </Text>
        {mayEdit && (
          <Button
            ref={buttonRef}
            size="compact-xs"
            variant="subtle"
            disabled={pending}
            aria-label={t('comments.deleteLabel', { author, date })}
            onClick={() => onSet(true)}
          >
            {t('comments.delete')}
          </Button>
        )}
      </Group>
      <Text size="sm" style={TEXT_STYLE}>
        {comment.body}
      </Text>
    </Stack>
  );
}

function CommentForm({ elementKey }: { elementKey: string }) {
  const { t } = useTranslation(NS);
  const file = useEditorFile();
  const add = useAddComment(file.language, file.filekey);
  const [body, setBody] = useState('');
  const length = body.trim().length;
  const fits = length > 0 && length <= TRANSLATION_COMMENT_MAX_LENGTH;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!fits || add.isPending) return;
    add.mutate({ element: elementKey, body }, { onSuccess: () => setBody('') });
  };
  // Ctrl+Enter (⌘+Enter) sends, as in most comment boxes; Enter alone is a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap={4}>
        <Textarea
          size="xs"
          label={t('comments.label')}
          description={t('comments.hint')}
          placeholder={t('comments.placeholder')}
          rows={3}
          resize="vertical"
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={
            length > TRANSLATION_COMMENT_MAX_LENGTH
              ? t('comments.tooLong', { max: TRANSLATION_COMMENT_MAX_LENGTH })
              : undefined
          }
          data-testid="line-comment-input"
        />
        <Group gap={6} justify="space-between">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('comments.length', { length, max: TRANSLATION_COMMENT_MAX_LENGTH })}
          </Text>
          <Button type="submit" size="compact-sm" disabled={!fits} loading={add.isPending}>
            {t('comments.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What translators said about one element, oldest first, with a form for
 * any logged-in member; the author and administrators delete a comment, and
 * take the deletion back while the panel is open.
 */
export function LineComments({ id, elementKey }: { id: string; elementKey: string }) {
  const { t } = useTranslation(NS);
  const file = useEditorFile();
  const viewer = useViewer();
  const query = useLineComments(file.language, file.filekey);
  const setDeleted = useSetCommentDeleted(file.language, file.filekey);
  // Deleted here: each stays in its place, with a way back.
  const [deleted, setDeletedHere] = useState<TranslationComment[]>([]);
  const focusId = useRef<number | null>(null);
  const shown = [...elementComments(query.data, elementKey), ...deleted]
    .filter((comment, i, all) => all.findIndex((c) => c.id === comment.id) === i)
    .sort((a, b) => a.id - b.id);
  const isDeleted = (comment: TranslationComment) => deleted.some((c) => c.id === comment.id);
  const onSet = (comment: TranslationComment) => (removing: boolean) => {
    focusId.current = comment.id;
    setDeleted.mutate(
      { id: comment.id, deleted: removing },
      {
        onSuccess: () =>
          setDeletedHere((list) =>
            removing ? [...list, comment] : list.filter((c) => c.id !== comment.id),
          ),
      },
    );
  };
  return (
    <Stack
      id={id}
      gap={6}
      component="section"
      className={classes.linePanel}
      aria-label={t('comments.title')}
      data-testid={`line-comments-${elementKey}`}
    >
      <QueryState query={query} skeleton={<SkeletonLines lines={2} />}>
        {() =>
          shown.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('comments.none')}
            </Text>
          ) : (
            <Stack gap={6} component="ul" className={classes.lineValues}>
              {shown.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  deleted={isDeleted(comment)}
                  pending={setDeleted.isPending}
                  onSet={onSet(comment)}
                  buttonRef={(element) => {
                    if (!element || focusId.current !== comment.id || setDeleted.isPending) return;
                    focusId.current = null;
                    element.focus();
                  }}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>
      {canCommentTranslation(viewer) ? (
        <CommentForm elementKey={elementKey} />
      ) : (
        <Text size="xs">
          <Anchor component={Link} to="/user/login">
            {t('comments.login')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
