import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { searchFold, type TranslationFile } from '@millenaire/contracts/translations';
import { checkElement } from '@millenaire/modfiles';
import { ApiError } from '@/shared/api-client';
import { useViewer } from '@/shared/auth/viewer';
import { useSaveFile } from '../api/save-file';
import { readDraft, writeDraft } from '../drafts';
import {
  changedBetween,
  countChanges,
  countTextChanges,
  editLine,
  elementKeys,
  filterKeys,
  linesOf,
  replaceLines,
  NO_EDITS,
  savePayload,
  type Edits,
} from '../editor-state';
import { NS } from '../i18n';
import { useDismissals } from '../use-dismissals';
import { useLeaveGuard, useSaveShortcut } from '../use-editor-guards';
import { useElementPages } from '../use-element-pages';
import { useLineAids } from '../use-line-aids';
import { useLineReviews } from '../use-line-reviews';
import classes from './Editor.module.css';
import { EditorFileContext, type EditorFile } from './editor-file';
import { ElementRow } from './ElementRow';
import { EditorProblems, type EditorProblem } from './EditorProblems';
import { EditorToolbar, type EditorView } from './EditorToolbar';
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

export function TranslationEditor({
  reference,
  translation,
  editable,
  reload,
  element,
}: TranslationEditorProps) {
  const { t } = useTranslation(NS);
  const dismissals = useDismissals(translation, editable);
  const [draft] = useState(() => readDraft(translation.filekey, translation.language));
  const [edits, setEdits] = useState<Edits>(draft?.edits ?? NO_EDITS);
  const [view, setView] = useState<EditorView>(() => ({
    find: '',
    hideTranslated: false,
    reviewOnly: false,
    fullText: draft?.fullText !== undefined,
  }));
  const { find, hideTranslated, reviewOnly, fullText } = view;
  const found = useDeferredValue(searchFold(find.trim()));
  const [fullTextValue, setFullTextValue] = useState(draft?.fullText);
  const [problem, setProblem] = useState<EditorProblem | null>(() =>
    draft && draft.revision !== translation.revision ? { kind: 'staleDraft' } : null,
  );
  const save = useSaveFile();
  const review = useLineReviews(translation);

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

  const { inReview } = review;
  const keys = useMemo(
    () =>
      filterKeys(
        elementKeys(reference.splitcontent.elements, own),
        reference.splitcontent.elements,
        own,
        {
          untranslated: hideTranslated,
          only: reviewOnly ? inReview : undefined,
          found,
        },
      ),
    [reference, own, hideTranslated, reviewOnly, inReview, found],
  );
  // A search result opens on its element's page; Alt+arrows move between elements.
  const { current, pages, shown, setPage } = useElementPages(keys, element);
  const changedElsewhere = new Set(problem?.kind === 'conflict' ? problem.changed : []);
  const onView = (change: Partial<EditorView>, fromFirstPage = false) => {
    setView((shownBefore) => ({ ...shownBefore, ...change }));
    if (fromFirstPage) setPage(1);
  };

  const onLine = useCallback(
    (key: string, index: number, value: string) =>
      setEdits((e) => editLine(e, own, key, index, value)),
    [own],
  );
  const { suggestions, glossary } = useLineAids(reference, translation, editable, !fullText);
  const onUse = useCallback(
    (key: string, lines: string[]) => setEdits((e) => replaceLines(e, own, key, lines)),
    [own],
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

  const loggedIn = useViewer() !== null;
  const file = useMemo<EditorFile>(
    () => ({
      language: translation.language,
      filekey: translation.filekey,
      filename: translation.filename,
      revision: translation.revision,
      referenceLanguage: reference.language,
      editable,
      loggedIn,
      onUse: editable ? onUse : undefined,
    }),
    [translation, reference.language, editable, loggedIn, onUse],
  );

  useSaveShortcut(submit);
  // Logged out, the work waits in the tab for the next login: going to log in asks nothing.
  useLeaveGuard(dirty, editable, t('editor.leave'), () =>
    writeDraft(translation.filekey, translation.language, null),
  );

  return (
    <EditorFileContext.Provider value={file}>
      <Stack gap="sm">
        <EditorProblems
          problem={problem}
          keptDraft={!editable && dirty ? (fullText ? fullTextChanges : unsaved) : undefined}
        />
        <EditorToolbar
          view={view}
          onView={onView}
          reviewCount={review.count}
          dirty={dirty}
          language={translation.language}
          referenceLanguage={reference.language}
        />
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
                    findings={checkElement(referenceLines, lines, translation.language)}
                    dismissals={dismissals}
                    changedElsewhere={changedElsewhere.has(key)}
                    onChange={onLine}
                    review={Object.hasOwn(review.reviews, key) ? review.reviews[key] : undefined}
                    confirmedHere={review.confirmedHere(key)}
                    reviewPending={review.pending}
                    onReview={review.onReview}
                    suggestions={suggestions?.[key]}
                    onUse={onUse}
                    glossary={glossary}
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
    </EditorFileContext.Provider>
  );
}
