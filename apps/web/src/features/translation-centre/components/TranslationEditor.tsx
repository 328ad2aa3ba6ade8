import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  searchFold,
  TRANSLATION_PAGE_SIZE,
  type TranslationFile,
} from '@millenaire/contracts/translations';
import { ApiError } from '@/shared/api-client';
import { useReviewLines } from '../api/review-lines';
import { useSaveFile } from '../api/save-file';
import { readDraft, writeDraft } from '../drafts';
import {
  changedBetween,
  countChanges,
  countTextChanges,
  editLine,
  elementKeys,
  isTranslated,
  linesOf,
  placeholdersDiffer,
  NO_EDITS,
  savePayload,
  type Edits,
} from '../editor-state';
import { NS } from '../i18n';
import { useElementKeys, useLeaveGuard, useSaveShortcut } from '../use-editor-guards';
import classes from './Editor.module.css';
import { ElementRow } from './ElementRow';
import { ExplanationsPanel } from './ExplanationsPanel';
import { FullTextEditor } from './FullTextEditor';
import { Pager } from './Pager';

interface TranslationEditorProps {
  reference: TranslationFile;
  translation: TranslationFile;
  editable: boolean;
  /** Fetches the latest translation again; answers its elements. */
  reload: () => Promise<TranslationFile['splitcontent']['elements'] | undefined>;
  /** An element to show and focus first (a search result's). */
  element?: string;
}

type Problem =
  | { kind: 'conflict'; changed: string[] }
  | { kind: 'invalid'; element: string }
  /** Work typed on an older revision came back: which lines changed since is unknown. */
  | { kind: 'staleDraft' };

export function TranslationEditor({
  reference,
  translation,
  editable,
  reload,
  element,
}: TranslationEditorProps) {
  const { t } = useTranslation(NS);
  const [draft] = useState(() => readDraft(translation.filekey, translation.language));
  const [edits, setEdits] = useState<Edits>(draft?.edits ?? NO_EDITS);
  // A search result opens on its element's page.
  const [page, setPage] = useState(() => {
    const all = elementKeys(reference.splitcontent.elements, translation.splitcontent.elements);
    const at = element === undefined ? -1 : all.indexOf(element);
    return at < 0 ? 1 : Math.floor(at / TRANSLATION_PAGE_SIZE) + 1;
  });
  const [hideTranslated, setHideTranslated] = useState(false);
  const [reviewOnly, setReviewOnly] = useState(false);
  const [find, setFind] = useState('');
  const found = useDeferredValue(searchFold(find.trim()));
  /** The element to focus once its page is shown; each move asks again. */
  const focusKey = useRef(element);
  const [focusAsked, setFocusAsked] = useState(0);
  /** Lines confirmed on this page: they stay in view with their Undo. */
  const [confirmedHere, setConfirmedHere] = useState<ReadonlySet<string>>(new Set());
  const [fullText, setFullText] = useState(draft?.fullText !== undefined);
  const [fullTextValue, setFullTextValue] = useState(draft?.fullText);
  const [problem, setProblem] = useState<Problem | null>(() =>
    draft && draft.revision !== translation.revision ? { kind: 'staleDraft' } : null,
  );
  const save = useSaveFile();
  const review = useReviewLines();

  const own = translation.splitcontent.elements;
  const explanations = translation.splitcontent.explanations;
  const unsaved = countChanges(edits, own, explanations);
  // The count reads the whole text: it follows the typing when React has time.
  const countedFullText = useDeferredValue(fullTextValue);
  const fullTextChanges = useMemo(
    () =>
      countedFullText === undefined ? 0 : countTextChanges(translation.content, countedFullText),
    [countedFullText, translation.content],
  );
  const fullTextDirty = fullTextValue !== undefined && fullTextValue !== translation.content;
  const dirty = unsaved > 0 || fullTextDirty;

  // Kept at each change, forgotten once saved: a session that ends loses nothing.
  useEffect(() => {
    const kept = dirty
      ? {
          revision: translation.revision,
          edits,
          fullText: fullTextDirty ? fullTextValue : undefined,
        }
      : null;
    writeDraft(translation.filekey, translation.language, kept);
  }, [dirty, edits, fullTextDirty, fullTextValue, translation]);

  const reviews = translation.reviews;
  const toReview = Object.keys(reviews).length;
  const keys = useMemo(() => {
    let all = elementKeys(reference.splitcontent.elements, own);
    if (hideTranslated) all = all.filter((k) => !isTranslated(linesOf(NO_EDITS, own, k)));
    if (reviewOnly) all = all.filter((k) => Object.hasOwn(reviews, k) || confirmedHere.has(k));
    if (found !== '') {
      const holds = (lines: string[] | undefined) =>
        lines?.some((line) => searchFold(line).includes(found)) ?? false;
      all = all.filter(
        (k) =>
          searchFold(k).includes(found) ||
          holds(reference.splitcontent.elements[k]) ||
          holds(linesOf(NO_EDITS, own, k)),
      );
    }
    return all;
  }, [reference, own, hideTranslated, reviewOnly, reviews, confirmedHere, found]);
  const pages = Math.max(1, Math.ceil(keys.length / TRANSLATION_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = keys.slice((current - 1) * TRANSLATION_PAGE_SIZE, current * TRANSLATION_PAGE_SIZE);
  const changedElsewhere = new Set(problem?.kind === 'conflict' ? problem.changed : []);

  const onLine = useCallback(
    (key: string, index: number, value: string) =>
      setEdits((e) => editLine(e, own, key, index, value)),
    [own],
  );

  const { mutate: sendReview } = review;
  const onReview = useCallback(
    (key: string, reviewed: boolean) =>
      sendReview(
        {
          language: translation.language,
          filekey: translation.filekey,
          elements: [key],
          reviewed,
        },
        {
          onSuccess: () =>
            setConfirmedHere((keys) => {
              const next = new Set(keys);
              if (reviewed) next.add(key);
              else next.delete(key);
              return next;
            }),
        },
      ),
    [sendReview, translation.language, translation.filekey],
  );

  const submit = useCallback(async () => {
    if (!editable || !dirty || save.isPending) return;
    const body = fullText
      ? { content: fullTextValue ?? translation.content }
      : { splitcontent: savePayload(edits, own, explanations) };
    try {
      await save.mutateAsync({
        language: translation.language,
        filekey: translation.filekey,
        filename: translation.filename,
        basedon: translation.revision,
        ...body,
      });
      setProblem(null);
      setEdits(NO_EDITS);
      setFullTextValue(undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) {
        const latest = await reload();
        setProblem({ kind: 'conflict', changed: latest ? changedBetween(own, latest) : [] });
      } else if (error.status === 400 && error.field) {
        setProblem({ kind: 'invalid', element: error.field });
      }
    }
  }, [
    editable,
    dirty,
    save,
    fullText,
    fullTextValue,
    translation,
    edits,
    own,
    explanations,
    reload,
  ]);

  useSaveShortcut(submit);
  // Alt+↓ and Alt+↑ move to the next and previous element, across pages.
  const moveTo = useCallback(
    (key: string) => {
      setPage(Math.floor(keys.indexOf(key) / TRANSLATION_PAGE_SIZE) + 1);
      focusKey.current = key;
      setFocusAsked((n) => n + 1);
    },
    [keys],
  );
  useElementKeys(keys, moveTo);
  useEffect(() => {
    const key = focusKey.current;
    if (key === undefined) return;
    const row = document.querySelector<HTMLElement>(`[data-testid="element-${CSS.escape(key)}"]`);
    if (!row) return;
    row.scrollIntoView({ block: 'center' });
    const input = row.querySelector<HTMLElement>('input');
    (input ?? row).focus({ preventScroll: true });
    focusKey.current = undefined;
  }, [focusAsked, current]);
  // Logged out, the work waits in the tab for the next login: going to log in asks nothing.
  useLeaveGuard(dirty, editable, t('editor.leave'), () =>
    writeDraft(translation.filekey, translation.language, null),
  );

  return (
    <Stack gap="sm">
      {problem?.kind === 'conflict' && (
        <Alert color="orange" title={t('editor.conflictTitle')}>
          {t('editor.conflict', { count: problem.changed.length })}{' '}
          {problem.changed.slice(0, 10).join(', ')}
        </Alert>
      )}
      {problem?.kind === 'staleDraft' && (
        <Alert color="orange" title={t('editor.conflictTitle')}>
          {t('editor.staleDraft')}
        </Alert>
      )}
      {!editable && dirty && (
        <Alert color="orange" data-testid="kept-draft">
          {t('editor.keptDraft', { count: fullText ? fullTextChanges : unsaved })}
        </Alert>
      )}
      {problem?.kind === 'invalid' && (
        <Alert color="red" role="alert">
          {t('editor.invalid', { element: problem.element })}
        </Alert>
      )}
      <Group gap="sm" align="end">
        <TextInput
          label={t('editor.find')}
          type="search"
          value={find}
          disabled={fullText}
          onChange={(event) => {
            setFind(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Anchor
          component={Link}
          size="sm"
          pb={6}
          to={`/translationcentre/search?${new URLSearchParams({
            language: translation.language,
            reference: reference.language,
            q: find.trim(),
          }).toString()}`}
        >
          {t('search.allFiles')}
        </Anchor>
      </Group>
      <Group gap="lg">
        <Switch
          label={t('editor.hideTranslated')}
          checked={hideTranslated}
          disabled={fullText}
          onChange={(e) => setHideTranslated(e.currentTarget.checked)}
        />
        <Switch
          label={t('editor.reviewOnly', { count: toReview })}
          checked={reviewOnly}
          disabled={fullText || (toReview === 0 && !reviewOnly)}
          onChange={(e) => {
            setReviewOnly(e.currentTarget.checked);
            setPage(1);
          }}
        />
        <Switch
          label={t('editor.fullText')}
          checked={fullText}
          disabled={dirty}
          onChange={(e) => setFullText(e.currentTarget.checked)}
        />
      </Group>
      {fullText ? (
        <FullTextEditor
          reference={reference.content}
          value={fullTextValue ?? translation.content}
          editable={editable}
          onChange={setFullTextValue}
        />
      ) : (
        <>
          <ExplanationsPanel
            reference={reference.splitcontent.explanations}
            value={edits.explanations ?? explanations}
            editable={editable}
            onChange={(value) => setEdits((e) => ({ ...e, explanations: value }))}
          />
          <Text size="xs" c="dimmed">
            {t('editor.shortcuts')}
          </Text>
          <Pager total={pages} page={current} onChange={setPage} />
          <div>
            {shown.map((key) => {
              const referenceLines = Object.hasOwn(reference.splitcontent.elements, key)
                ? reference.splitcontent.elements[key]!
                : [];
              const lines = linesOf(edits, own, key);
              return (
                <ElementRow
                  key={key}
                  elementKey={key}
                  reference={referenceLines}
                  lines={lines}
                  original={linesOf(NO_EDITS, own, key)}
                  editable={editable}
                  warning={placeholdersDiffer(referenceLines, lines)}
                  changedElsewhere={changedElsewhere.has(key)}
                  onChange={onLine}
                  review={Object.hasOwn(reviews, key) ? reviews[key] : undefined}
                  confirmedHere={confirmedHere.has(key) && !Object.hasOwn(reviews, key)}
                  reviewPending={review.isPending}
                  onReview={onReview}
                />
              );
            })}
            {shown.length === 0 && <Text c="dimmed">{t('editor.nothing')}</Text>}
          </div>
          <Pager total={pages} page={current} onChange={setPage} />
        </>
      )}
      {editable && (fullText ? fullTextDirty : true) && (
        <Group className={classes.saveBar} justify="space-between">
          <Text fw={600}>
            {t('editor.unsaved', { count: fullText ? fullTextChanges : unsaved })}
          </Text>
          <Button onClick={() => void submit()} disabled={!dirty} loading={save.isPending}>
            {t('editor.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
