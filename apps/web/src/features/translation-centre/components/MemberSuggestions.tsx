import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Badge, Button, TextInput } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import type { MemberSuggestion } from '@millenaire/contracts/translations';
import { MEMBER_SUGGESTION_REASON_MAX } from '@millenaire/contracts/translations';
import { formatDate } from '@/shared/format-date';
import { useTranslation } from '@/shared/i18n';
import { useFile } from '../api/get-file';
import {
  isDecidedElsewhere,
  useDecideSuggestion,
  useMemberSuggestions,
  useSuggestLines,
} from '../api/member-suggestions';
import { NS } from '../i18n';
import { useEditorFile } from './editor-file';

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/** Lines as typed in one field each, for a suggestion or a translator's edit of one. */
function LineFields({
  elementKey,
  lines,
  onChange,
  label,
}: {
  elementKey: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  label: 'lineLabel' | 'editLineLabel';
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      {lines.map((line, i) => (
        <TextInput
          key={i}
          size="sm"
          label={t(`memberSuggestions.${label}`, { key: elementKey, line: i + 1 })}
          value={line}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange(lines.map((old, j) => (j === i ? value : old)));
          }}
        />
      ))}
    </>
  );
}

/** The element's lines now, in the translation and in the reference (cached by the editor). */
function useElementLines(elementKey: string) {
  const file = useEditorFile();
  const own = useFile(file.language, file.filekey).data;
  const reference = useFile(file.referenceLanguage, file.filekey).data;
  const lines = own?.splitcontent.elements[elementKey] ?? [];
  const referenceLines = reference?.splitcontent.elements[elementKey] ?? [];
  return { lines, count: Math.max(lines.length, referenceLines.length, 1) };
}

type Mode = 'edit' | 'reject' | null;

/** One open suggestion; a translator accepts it (as it is or edited) or rejects it. */
function SuggestionItem({ suggestion }: { suggestion: MemberSuggestion }) {
  const { t } = useTranslation(NS);
  const file = useEditorFile();
  const decide = useDecideSuggestion(file.language, file.filekey);
  const [mode, setMode] = useState<Mode>(null);
  const [edited, setEdited] = useState(suggestion.lines);
  const [reason, setReason] = useState('');
  const author = suggestion.author ?? t('memberSuggestions.someone');
  const who = { author, key: suggestion.element };
  const conflict = isDecidedElsewhere(decide.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'edit') decide.mutate({ id: suggestion.id, decision: 'accept', lines: edited });
    if (mode === 'reject') {
      decide.mutate({ id: suggestion.id, decision: 'reject', reason: reason.trim() || undefined });
    }
  };
  return (
    <Paper withBorder p={6} data-testid={`member-suggestion-${suggestion.id}`}>
      <Stack gap={4}>
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('memberSuggestions.by', { author, date: formatDate(suggestion.createdon) })}
          </Text>
          {suggestion.stale && (
            <Badge
              size="xs"
              color="orange"
              c="dark"
              variant="light"
              title={t('memberSuggestions.staleHint')}
            >
              {t('memberSuggestions.stale')}
            </Badge>
          )}
        </Group>
        {suggestion.lines.map((line, i) => (
          <Text key={i} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
        {suggestion.stale && (
          <Text size="xs" c="dimmed">
            {t('memberSuggestions.staleHint')}
          </Text>
        )}
        {conflict && (
          <Text size="xs" c="orange.8" role="status">
            {t('memberSuggestions.decidedElsewhere')}
          </Text>
        )}
        {file.editable && mode === null && (
          <Group gap={4}>
            <Button
              size="compact-xs"
              loading={decide.isPending}
              aria-label={t('memberSuggestions.acceptLabel', who)}
              onClick={() => decide.mutate({ id: suggestion.id, decision: 'accept' })}
            >
              {t('memberSuggestions.accept')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              aria-label={t('memberSuggestions.editLabel', who)}
              onClick={() => setMode('edit')}
            >
              {t('memberSuggestions.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={t('memberSuggestions.rejectLabel', who)}
              onClick={() => setMode('reject')}
            >
              {t('memberSuggestions.reject')}
            </Button>
          </Group>
        )}
        {file.editable && mode !== null && (
          <form onSubmit={submit}>
            <Stack gap={4}>
              {mode === 'edit' ? (
                <LineFields
                  elementKey={suggestion.element}
                  lines={edited}
                  onChange={setEdited}
                  label="editLineLabel"
                />
              ) : (
                <TextInput
                  size="sm"
                  label={t('memberSuggestions.reason')}
                  description={t('memberSuggestions.reasonHint')}
                  maxLength={MEMBER_SUGGESTION_REASON_MAX}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                />
              )}
              <Group gap={4}>
                <Button
                  type="submit"
                  size="compact-sm"
                  color={mode === 'reject' ? 'red' : undefined}
                  loading={decide.isPending}
                  disabled={mode === 'edit' && !edited.some((line) => line.trim() !== '')}
                >
                  {t(
                    mode === 'edit'
                      ? 'memberSuggestions.acceptEdited'
                      : 'memberSuggestions.confirmReject',
                  )}
                </Button>
                <Button size="compact-sm" variant="subtle" onClick={() => setMode(null)}>
                  {t('memberSuggestions.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The open suggestions of one element, shown to everyone under its lines
 * (nothing when it has none); a translator decides them here.
 */
export function MemberSuggestions({ elementKey }: { elementKey: string }) {
  const { t } = useTranslation(NS);
  const file = useEditorFile();
  const list = useMemberSuggestions(file.language, file.filekey);
  const open = (list.data?.open ?? []).filter((suggestion) => suggestion.element === elementKey);
  if (open.length === 0) return null;
  return (
    <Stack gap={4} data-testid={`member-suggestions-${elementKey}`}>
      <Text size="xs" fw={700}>
        {t('memberSuggestions.title', { count: open.length })}
      </Text>
      {open.map((suggestion) => (
        <SuggestionItem key={suggestion.id} suggestion={suggestion} />
      ))}
    </Stack>
  );
}

/** A member's suggestion for one element: its lines, started from the translation's. */
export function SuggestLines({
  id,
  elementKey,
  onDone,
}: {
  id: string;
  elementKey: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const file = useEditorFile();
  const current = useElementLines(elementKey);
  const [lines, setLines] = useState(() =>
    Array.from({ length: current.count }, (_, i) => current.lines[i] ?? ''),
  );
  const suggest = useSuggestLines(file.language, file.filekey);
  const unchanged = sameLines(
    lines.filter((line, i) => line !== '' || i < current.lines.length),
    current.lines,
  );
  const blank = !lines.some((line) => line.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || blank) return;
    suggest.mutate({ element: elementKey, lines }, { onSuccess: onDone });
  };
  // Opened from its button, the form takes the keyboard at its first line.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  return (
    <form ref={form} id={id} onSubmit={submit} data-testid={`suggest-${elementKey}`}>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('memberSuggestions.hint')}
        </Text>
        <LineFields elementKey={elementKey} lines={lines} onChange={setLines} label="lineLabel" />
        <Group gap={4}>
          <Button
            type="submit"
            size="compact-sm"
            loading={suggest.isPending}
            disabled={unchanged || blank}
          >
            {t('memberSuggestions.send')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={onDone}>
            {t('memberSuggestions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
