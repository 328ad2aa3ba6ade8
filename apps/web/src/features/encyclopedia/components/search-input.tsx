import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from '@/shared/i18n';
import type { NS } from '../i18n';

/** The search box's look and words, the same before and after its suggestions load. */
export function searchInputProps(t: TFunction<typeof NS>) {
  return {
    label: t('home.searchLabel'),
    description: t('home.searchHint'),
    placeholder: t('home.searchPlaceholder'),
    leftSection: <IconSearch size={16} aria-hidden />,
    size: 'md',
  } as const;
}
