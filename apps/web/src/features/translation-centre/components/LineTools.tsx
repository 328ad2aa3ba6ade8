import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import { useEditorFile } from './editor-file';
import { LineComments, useCommentsButton } from './LineComments';
import { LineHistory } from './LineHistory';
import { MemberSuggestions, SuggestLines } from './MemberSuggestions';

/** The tools under an element, one panel open at a time. */
type Tool = 'history' | 'comments' | 'suggest';

function ToolButton({
  open,
  onToggle,
  controls,
  label,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  /** Its name for a screen reader: the visible words and the element they are about. */
  label: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-xs"
      variant={open ? 'light' : 'subtle'}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
    >
      {children}
    </Button>
  );
}

/**
 * What is said and was said about one element, below its lines: its history
 * (every value it had, each one restorable by a translator), the
 * translators' comments on it, and the members' suggestions for it (open
 * ones shown at once; a member who may not save suggests here). A file not
 * saved yet has no history, but may have comments and suggestions.
 */
export function LineTools({ elementKey }: { elementKey: string }) {
  const { t } = useTranslation(NS);
  const file = useEditorFile();
  const [open, setOpen] = useState<Tool | null>(null);
  const comments = useCommentsButton(elementKey);
  // A file not saved yet has no history; its lines may be discussed and suggested already.
  const saved = file.revision !== 0;
  const suggest = file.loggedIn && !file.editable;
  const toggle = (tool: Tool) => () => setOpen((current) => (current === tool ? null : tool));
  const panelId = (tool: Tool) => `${tool}-${elementKey}`;
  return (
    <Stack gap={4} data-testid={`line-tools-${elementKey}`}>
      <MemberSuggestions elementKey={elementKey} />
      <Group gap={4}>
        {saved && (
          <ToolButton
            open={open === 'history'}
            onToggle={toggle('history')}
            controls={panelId('history')}
            label={t('lineHistory.openLabel', { key: elementKey })}
          >
            {t('lineHistory.open')}
          </ToolButton>
        )}
        <ToolButton
          open={open === 'comments'}
          onToggle={toggle('comments')}
          controls={panelId('comments')}
          label={comments.label}
        >
          {comments.text}
        </ToolButton>
        {suggest && (
          <ToolButton
            open={open === 'suggest'}
            onToggle={toggle('suggest')}
            controls={panelId('suggest')}
            label={t('memberSuggestions.openLabel', { key: elementKey })}
          >
            {t('memberSuggestions.open')}
          </ToolButton>
        )}
      </Group>
      {open === 'history' && <LineHistory id={panelId('history')} elementKey={elementKey} />}
      {open === 'comments' && <LineComments id={panelId('comments')} elementKey={elementKey} />}
      {open === 'suggest' && (
        <SuggestLines
          id={panelId('suggest')}
          elementKey={elementKey}
          onDone={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
