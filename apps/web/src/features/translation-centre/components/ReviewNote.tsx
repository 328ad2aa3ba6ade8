import { Anchor, Button } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { useTranslation } from '@/shared/i18n';
import type { TranslationReview } from '@millenaire/contracts/translations';
import { NS } from '../i18n';
import classes from './Editor.module.css';

/** How the English changed, and the translator's answer: still right (or undo). */
export function ReviewNote({
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
