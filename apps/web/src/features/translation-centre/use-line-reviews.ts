import { useCallback, useMemo, useState } from 'react';
import type { TranslationFile } from '@millenaire/contracts/translations';
import { useReviewLines } from './api/review-lines';

/**
 * The file's lines to review and the translator's answers: a line confirmed
 * here stays in view (with its Undo) even when only lines to review are shown.
 */
export function useLineReviews(translation: TranslationFile) {
  const review = useReviewLines();
  const [confirmedHere, setConfirmedHere] = useState<ReadonlySet<string>>(new Set());
  const { mutate } = review;
  const { language, filekey, reviews } = translation;
  const onReview = useCallback(
    (key: string, reviewed: boolean) =>
      mutate(
        { language, filekey, elements: [key], reviewed },
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
    [mutate, language, filekey],
  );
  /** The lines to review, with those confirmed here. */
  const inReview = useMemo(
    () => new Set([...Object.keys(reviews), ...confirmedHere]),
    [reviews, confirmedHere],
  );
  return {
    reviews,
    count: Object.keys(reviews).length,
    inReview,
    confirmedHere: (key: string) => confirmedHere.has(key) && !Object.hasOwn(reviews, key),
    pending: review.isPending,
    onReview,
  };
}
