import { memo, useMemo } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import type {
  CheckDismissal,
  CheckDismissalInput,
  TranslationReview,
  TranslationSuggestion,
} from '@millenaire/contracts/translations';
import { dismissalKey } from '@millenaire/modfiles';
import { NS } from '../i18n';
import type { LineFinding } from '../editor-state';
import { glossaryPieces, termsIn, unusedTerms, type GlossaryEntry } from '../glossary';
import classes from './Editor.module.css';
import { suggestionShortcut, Suggestions } from './Suggestions';

/** The file's checks said not to be problems, and (for a translator) saying so or taking it back. */
export interface Dismissals {
  said: Map<string, CheckDismissal>;
  onSet?: (input: CheckDismissalInput & { dismissed: boolean }) => void;
  pending: boolean;
}

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

/**
 * Each check's finding in words: which line (when there are several), what,
 * and which marks; a translator may say one is not a problem for this value
 * of the line (then shown dimmed, with who said so, and a way back).
 */
function Findings({
  elementKey,
  findings,
  lines,
  values,
  dismissals,
}: {
  elementKey: string;
  findings: LineFinding[];
  lines: number;
  values: string[];
  dismissals: Dismissals;
}) {
  const { t } = useTranslation(NS);
  if (findings.length === 0) return null;
  const list = (items: string[] | undefined) => (items ?? []).join(' ');
  return (
    <Stack gap={0} data-testid={`checks-${elementKey}`}>
      {findings.map((finding, i) => {
        const details = [
          finding.missing ? t('checks.missing', { list: list(finding.missing) }) : '',
          finding.extra ? t('checks.extra', { list: list(finding.extra) }) : '',
        ]
          .filter(Boolean)
          .join(t('checks.and'));
        const marks = (finding.missing ?? []).map((mark) => t('checks.mark', { mark })).join(', ');
        const text = t(`checks.${finding.code}`, { details, marks });
        const value = values[finding.line] ?? '';
        const said = dismissals.said.get(
          dismissalKey(elementKey, finding.line, finding.code, value),
        );
        const { onSet } = dismissals;
        const toggle = () =>
          onSet?.({
            element: elementKey,
            line: finding.line,
            code: finding.code,
            value,
            dismissed: !said,
          });
        return (
          <Group key={i} gap={6} style={{ rowGap: 0 }} align="baseline">
            <Text
              size="xs"
              className={said ? undefined : classes.warn}
              c={said ? 'dimmed' : undefined}
            >
              {lines > 1 ? t('checks.onLine', { line: finding.line + 1, text }) : text}
              {said && ` ${t('checks.dismissed', { by: said.by ?? t('checks.someone') })}`}
            </Text>
            {onSet && (
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={dismissals.pending}
                onClick={toggle}
              >
                {said ? t('checks.undo') : t('checks.dismiss')}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
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

/** How the English changed, and the translator's answer: still right (or undo). */
function ReviewNote({
  elementKey,
  review,
  confirmedHere,
  editable,
  pending,
  onReview,
}: {
  elementKey: string;
  review?: TranslationReview;
  confirmedHere?: boolean;
  editable: boolean;
  pending?: boolean;
  onReview?: (key: string, reviewed: boolean) => void;
}) {
  const { t } = useTranslation(NS);
  if (confirmedHere) {
    return (
      <Text size="xs" className={classes.green} data-testid={`reviewed-${elementKey}`}>
        {t('editor.review.confirmed')}{' '}
        <Anchor
          component="button"
          type="button"
          size="xs"
          disabled={pending}
          aria-label={t('editor.review.undoLabel', { key: elementKey })}
          onClick={() => onReview?.(elementKey, false)}
        >
          {t('editor.review.undo')}
        </Anchor>
      </Text>
    );
  }
  if (!review) return null;
  return (
    <div className={classes.reviewNote} data-testid={`review-${elementKey}`}>
      <Text size="xs" fw={700}>
        {t('editor.review.changed')}
      </Text>
      <div className={classes.diffOld}>
        <VisuallyHidden>{t('editor.review.before')}</VisuallyHidden>
        <span className={classes.diffSign} aria-hidden>
          −
        </span>
        {review.before.join('\n')}
      </div>
      <div className={classes.diffNew}>
        <VisuallyHidden>{t('editor.review.after')}</VisuallyHidden>
        <span className={classes.diffSign} aria-hidden>
          +
        </span>
        {review.after.join('\n')}
      </div>
      {editable && (
        <Group gap="xs" mt={4}>
          <Button
            size="compact-xs"
            loading={pending}
            aria-label={t('editor.review.confirmLabel', { key: elementKey })}
            onClick={() => onReview?.(elementKey, true)}
          >
            {t('editor.review.confirm')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('editor.review.orEdit')}
          </Text>
        </Group>
      )}
    </div>
  );
}

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
          </Stack>
        </div>
      </Columns>
    </div>
  );
});
