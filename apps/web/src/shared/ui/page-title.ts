import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { Area } from '@millenaire/contracts/routes';
import { useHead } from '../head';

export const TITLE_SEPARATOR = ' > ';

/** Areas whose titles read 'Area > Item'; the rest read 'Millénaire > Page'. */
const TITLED_AREAS: readonly Area[] = ['encyclopedia', 'library', 'translationcentre'];

export interface PageTitleParts {
  lead: string;
  item: string | undefined;
  full: string;
}

/** Sets document.title and returns the parts for the on-page heading. */
export function usePageTitle(area: Area, item?: string): PageTitleParts {
  const { t } = useTranslation();
  const lead = TITLED_AREAS.includes(area) ? t(`areas.${area}`) : t('app.name');
  const full = item ? `${lead}${TITLE_SEPARATOR}${item}` : lead;
  useHead({ title: full });
  useEffect(() => {
    document.title = full;
  }, [full]);
  return { lead, item, full };
}
