import { useState } from 'react';
import { Button, Textarea } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { LIBRARY_COMMENT_MAX_LENGTH } from '@millenaire/contracts/library';

export interface CommentFormProps {
  label: string;
  /** The text to start from: the comment edited, or nothing. */
  initial?: string;
  submitLabel: string;
  /** Saves the text; true when it was saved. */
  onSubmit: (text: string) => Promise<boolean>;
  /** With a cancel button (editing): its label and what it does. */
  cancel?: { label: string; onCancel: () => void };
}

/**
 * A comment's text being written or edited. It loads with the first form a
 * member opens (the editor's code is not on the page of a visitor).
 */
export default function CommentForm({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  cancel,
}: CommentFormProps) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const size = cancel ? 'compact-sm' : 'sm';
  const submit = async () => {
    setBusy(true);
    const saved = await onSubmit(text).finally(() => setBusy(false));
    if (saved && !cancel) setText('');
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={text}
        autosize
        minRows={cancel ? 2 : 3}
        maxLength={LIBRARY_COMMENT_MAX_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group gap="xs">
        <Button
          size={size}
          loading={busy}
          disabled={text.trim() === ''}
          onClick={() => void submit()}
        >
          {submitLabel}
        </Button>
        {cancel && (
          <Button size={size} variant="default" onClick={cancel.onCancel}>
            {cancel.label}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
