import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Select } from '@/shared/ui/Select';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { LIBRARY_SORTS, type LibraryLabel, type LibrarySort } from '@millenaire/contracts/library';
import { LANGUAGE_PARAMETER } from '@/shared/i18n';
import { NS } from '../i18n';
import type { LibraryListParams } from '../list-params';

interface ListFiltersProps {
  /** The list's path, where the form goes without JavaScript. */
  action: string;
  /** The language the address names, kept by the form. */
  language: string | null;
  params: LibraryListParams;
  update: (change: Partial<LibraryListParams>, options?: { replace?: boolean }) => void;
  categories: LibraryLabel[];
  cultures: LibraryLabel[];
}

const SEARCH_DELAY_MS = 300;

/** The sorts in the spec's order. */
const SORT_ORDER: LibrarySort[] = ['downloads', 'views', 'recent', 'stars', 'oldest'];

/**
 * Category, culture, free text and sort; each change is a new address. A form
 * of the list's address, so without JavaScript the filters still apply when
 * the search is sent; Enter in the search box searches at once.
 */
export function ListFilters({
  action,
  language,
  params,
  update,
  categories,
  cultures,
}: ListFiltersProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(params.q);

  // Back and forward bring another search: the box follows the address.
  const [shown, setShown] = useState(params.q);
  if (shown !== params.q) {
    setShown(params.q);
    setText(params.q);
  }

  useEffect(() => {
    if (text === params.q) return;
    const timer = window.setTimeout(() => update({ q: text }, { replace: true }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, params.q, update]);

  const options = (labels: LibraryLabel[]) => [
    { value: '', label: t('list.showAll') },
    ...labels.map((label) => ({ value: String(label.id), label: label.label })),
  ];
  const idOf = (value: string) => (value === '' ? null : Number(value));

  return (
    <form
      method="get"
      action={action}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        update({ q: text }, { replace: true });
      }}
    >
      <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
        {language !== null && <input type="hidden" name={LANGUAGE_PARAMETER} value={language} />}
        <Select
          label={t('list.category')}
          name="category"
          value={params.category === null ? '' : String(params.category)}
          data={options(categories)}
          onChange={(value) => update({ category: idOf(value) })}
          width={180}
          fullOnPhone
        />
        <Select
          label={t('list.culture')}
          name="culture"
          value={params.culture === null ? '' : String(params.culture)}
          data={options(cultures)}
          onChange={(value) => update({ culture: idOf(value) })}
          width={180}
          fullOnPhone
        />
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          type="search"
          name="q"
          value={text}
          maxLength={200}
          leftSection={<IconSearch size={16} aria-hidden />}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={t('list.sort')}
          name="sort"
          value={params.sort}
          data={SORT_ORDER.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))}
          onChange={(value) => update({ sort: LIBRARY_SORTS.find((s) => s === value) ?? 'recent' })}
          width={200}
          fullOnPhone
        />
      </Group>
    </form>
  );
}
