import { memo, useMemo } from 'react';
import { Badge, TextInput } from '@mantine/core';
import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import type { TranslationReview, TranslationSuggestion } from '@millenaire/contracts/translations';
import type { LineFinding } from '@millenaire/modfiles';
import { NS } from '../i18n';
import { glossaryPieces, termsIn, unusedTerms, type GlossaryEntry } from '../glossary';
import classes from './Editor.module.css';
import { Findings, type Dismissals } from './LineFindings';
import { LineTools } from './LineTools';
import { ReviewNote } from './ReviewNote';
import { suggestionShortcut, Suggestions } from './Suggestions';

interface ElementRowProps {
  elementKey: string;
  reference: string[];
  lines: string[];
  /** Original translation lines, to mark what was changed. */
  original: string[];
  editable: boolean;
  /** What the checks find in the lines, as they are typed. */
  findings: LineFinding[];
  dismissals: Dismissals;
  changedElsewhere: boolean;
  onChange: (key: string, index: number, value: string) => void;
  /** The English changed since this line was translated. */
  review?: TranslationReview;
  /** Confirmed on this page: it offers to undo. */
  confirmedHere?: boolean;
  reviewPending?: boolean;
  onReview?: (key: string, reviewed: boolean) => void;
  /** The translation memory's, for an editable row. */
  suggestions?: TranslationSuggestion[];
  onUse?: (key: string, lines: string[]) => void;
  /** The language's glossary, when the reference is English. */
  glossary?: GlossaryEntry[];
}

/** A reference line with the glossary's terms marked, their translations in a tooltip. */
function ReferenceLine({ line, glossary }: { line: string; glossary?: GlossaryEntry[] }) {
  const pieces = useMemo(
    () => (glossary ? glossaryPieces(line, glossary) : null),
    [line, glossary],
  );
  if (!pieces) return line;
  return pieces.map((piece, i) =>
    piece.entry ? (
      <mark key={i} className={classes.term} title={piece.entry.translations.join(' / ')}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

const glossaryList = (terms: GlossaryEntry[]) =>
  terms.map((entry) => `${entry.term} → ${entry.translations.join(' / ')}`).join(' · ');

/** One element: the reference lines on the left, the translation's on the right. */
export const ElementRow = memo(function ElementRow(props: ElementRowProps) {
  const {
    elementKey,
    reference,
    lines,
    original,
    editable,
    findings,
    dismissals,
    changedElsewhere,
    onChange,
  } = props;
  const { review, confirmedHere, reviewPending, onReview, suggestions, onUse, glossary } = props;
  const { t } = useTranslation(NS);
  const terms = useMemo(
    () => (glossary ? termsIn(reference, glossary) : []),
    [reference, glossary],
  );
  const unused = useMemo(() => unusedTerms(terms, lines), [terms, lines]);
  const count = Math.max(reference.length, lines.length, 1);
  const missing = !lines.some((l) => l.trim() !== '');
  return (
    <div
      className={classes.row}
      data-testid={`element-${elementKey}`}
      data-element={elementKey}
      tabIndex={-1}
      onKeyDown={(event) => {
        const number = suggestionShortcut(event);
        const suggestion = number === null ? undefined : suggestions?.[number];
        if (!editable || !suggestion || !onUse) return;
        event.preventDefault();
        onUse(elementKey, suggestion.lines);
      }}
    >
      <Text size="xs" ff="monospace" c="dimmed" className={classes.key}>
        {elementKey}
        {changedElsewhere && (
          <Badge ml="xs" size="xs" color="orange">
            {t('editor.changedElsewhere')}
          </Badge>
        )}
        {review && (
          <Badge ml="xs" size="xs" color="yellow" c="dark">
            {t('editor.review.badge')}
          </Badge>
        )}
      </Text>
      <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
        <div>
          <Stack gap={4}>
            {reference.map((line, i) => (
              <Text key={i} size="sm" className={classes.reference}>
                <ReferenceLine line={line} glossary={glossary} />
              </Text>
            ))}
            {terms.length > 0 && (
              <Text size="xs" c="dimmed" data-testid={`glossary-${elementKey}`}>
                {t('editor.glossary', { terms: glossaryList(terms) })}
              </Text>
            )}
            <ReviewNote
              elementKey={elementKey}
              review={review}
              confirmedHere={confirmedHere}
              editable={editable}
              pending={reviewPending}
              onReview={onReview}
            />
          </Stack>
        </div>
        <div>
          <Stack gap={4}>
            {editable ? (
              Array.from({ length: count }, (_, i) => (
                <TextInput
                  key={i}
                  size="sm"
                  aria-label={t('editor.lineLabel', { key: elementKey, line: i + 1 })}
                  placeholder={t('editor.missing')}
                  value={lines[i] ?? ''}
                  classNames={{
                    input: (lines[i] ?? '') !== (original[i] ?? '') ? classes.modified : undefined,
                  }}
                  onChange={(e) => onChange(elementKey, i, e.currentTarget.value)}
                />
              ))
            ) : missing ? (
              <Text size="sm" className={classes.red} fs="italic">
                {t('editor.missing')}
              </Text>
            ) : (
              lines.map((line, i) => (
                <Text key={i} size="sm" className={classes.reference}>
                  {line}
                </Text>
              ))
            )}
            {editable && missing && (
              <Text size="xs" className={classes.red}>
                {t('editor.missing')}
              </Text>
            )}
            <Findings
              elementKey={elementKey}
              findings={findings}
              lines={count}
              values={lines}
              dismissals={dismissals}
            />
            {unused.length > 0 && (
              <Text
                size="xs"
                className={classes.warn}
                data-testid={`glossary-warning-${elementKey}`}
              >
                {t('editor.glossaryWarning', { terms: glossaryList(unused) })}
              </Text>
            )}
            {editable && onUse && suggestions && suggestions.length > 0 && (
              <Suggestions elementKey={elementKey} suggestions={suggestions} onUse={onUse} />
            )}
            <LineTools elementKey={elementKey} />
          </Stack>
        </div>
      </Columns>
    </div>
  );
});
