import { Alert } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';

/** What went wrong with the editor's work, for the translator to act on. */
export type EditorProblem =
  | { kind: 'conflict'; changed: string[] }
  | { kind: 'invalid'; element: string }
  /** Work typed on an older revision came back: which lines changed since is unknown. */
  | { kind: 'staleDraft' };

interface EditorProblemsProps {
  problem: EditorProblem | null;
  /** How many changes are kept from an earlier visit that this reader cannot save (logged out). */
  keptDraft?: number;
}

/** The editor's warnings above the file: a save refused, work from an older revision, a kept draft. */
export function EditorProblems({ problem, keptDraft }: EditorProblemsProps) {
  const { t } = useTranslation(NS);
  return (
    <>
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
      {keptDraft !== undefined && (
        <Alert color="orange" data-testid="kept-draft">
          {t('editor.keptDraft', { count: keptDraft })}
        </Alert>
      )}
      {problem?.kind === 'invalid' && (
        <Alert color="red" role="alert">
          {t('editor.invalid', { element: problem.element })}
        </Alert>
      )}
    </>
  );
}
