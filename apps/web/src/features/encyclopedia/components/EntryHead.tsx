import type { EntryDetail } from '@millenaire/contracts/encyclopedia';
import { useHead, type Crumb } from '@/shared/head';
import { useSiteLanguage } from '@/shared/i18n';
import { entryDescription, entryImage } from '../entry-head';

/**
 * What a culture's or an item's page says of itself in the document's head:
 * its first sentence, its picture, its place in the encyclopedia. Draws nothing.
 */
export function EntryHead({ entry, breadcrumbs }: { entry: EntryDetail; breadcrumbs: Crumb[] }) {
  const language = useSiteLanguage();
  useHead({
    description: entryDescription(entry),
    image: entryImage(entry, language),
    breadcrumbs,
    type: 'article',
  });
  return null;
}
