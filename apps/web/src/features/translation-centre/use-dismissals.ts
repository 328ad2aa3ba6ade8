import { useCallback, useMemo } from 'react';
import type { TranslationFile } from '@millenaire/contracts/translations';
import { dismissalKey } from '@millenaire/modfiles';
import { useCheckDismissals, useSetDismissed } from './api/check-dismissals';
import type { Dismissals } from './components/LineFindings';

/**
 * The file's checks said not to be problems, by modfiles' dismissalKey, and
 * (for a translator) the way to say so or take it back.
 */
export function useDismissals(translation: TranslationFile, editable: boolean): Dismissals {
  const { language, filekey } = translation;
  const list = useCheckDismissals(language, filekey, translation.revision > 0);
  const set = useSetDismissed(language, filekey);
  const { mutate } = set;
  const onSet = useCallback((input: Parameters<typeof mutate>[0]) => mutate(input), [mutate]);
  return useMemo(
    () => ({
      said: new Map(
        (list.data?.dismissed ?? []).map((d) => [
          dismissalKey(d.element, d.line, d.code, d.value),
          d,
        ]),
      ),
      onSet: editable ? onSet : undefined,
      pending: set.isPending,
    }),
    [list.data, editable, onSet, set.isPending],
  );
}
