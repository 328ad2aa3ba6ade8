import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/format-number';
import { useSiteLanguage } from '@/shared/i18n';

interface ReviewCountsProps {
  reviewed: number;
  toreview: number;
  missing: number;
}

/** A language's elements apart: translated and reviewed, to review (their English changed), missing. */
export function ReviewCounts({ reviewed, toreview, missing }: ReviewCountsProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  return (
    <Text size="xs" c="dimmed" mt={4} data-testid="review-counts">
      {t('reviewCounts', {
        reviewed: formatCount(reviewed, language),
        toreview: formatCount(toreview, language),
        missing: formatCount(missing, language),
      })}
    </Text>
  );
}
