import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
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
  // Each count has its own plural ("1 manquant", "2 manquants"), written with the site's digits.
  const counts = { reviewed, toreview, missing };
  const parts = (Object.keys(counts) as (keyof typeof counts)[]).map((key) =>
    t(`reviewCounts.${key}`, { count: counts[key], n: formatCount(counts[key], language) }),
  );
  return (
    <Text size="xs" c="dimmed" mt={4} data-testid="review-counts">
      {parts.join(' · ')}
    </Text>
  );
}
