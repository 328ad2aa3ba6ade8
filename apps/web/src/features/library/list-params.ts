import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  LIBRARY_CARD_DESCRIPTION_LENGTH,
  LIBRARY_SORTS,
  type LibrarySort,
} from '@millenaire/contracts/library';
import { richTextWords } from '@millenaire/contracts/rich-text';
import { LANGUAGE_PARAMETER } from '@/shared/i18n';

/** The list's filters, sort and page, as they stand in the page's address. */
export interface LibraryListParams {
  category: number | null;
  culture: number | null;
  q: string;
  sort: LibrarySort;
  page: number;
}

export const DEFAULT_SORT: LibrarySort = 'recent';

function positive(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

export function readListParams(search: URLSearchParams): LibraryListParams {
  const sort = LIBRARY_SORTS.find((item) => item === search.get('sort')) ?? DEFAULT_SORT;
  return {
    category: positive(search.get('category')),
    culture: positive(search.get('culture')),
    q: (search.get('q') ?? '').slice(0, 200),
    sort,
    page: positive(search.get('page')) ?? 1,
  };
}

export function writeListParams(params: LibraryListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.category !== null) query.set('category', String(params.category));
  if (params.culture !== null) query.set('culture', String(params.culture));
  if (params.q.trim() !== '') query.set('q', params.q);
  if (params.sort !== DEFAULT_SORT) query.set('sort', params.sort);
  if (params.page !== 1) query.set('page', String(params.page));
  return query;
}

/**
 * The query of a list's address: its filters, sort and page, and the
 * language the address names (`?lang`), so a page link or a new filter opens
 * in the language the list was read in.
 */
export function listSearch(params: LibraryListParams, current: URLSearchParams): URLSearchParams {
  const query = writeListParams(params);
  const language = current.get(LANGUAGE_PARAMETER);
  if (language !== null) query.set(LANGUAGE_PARAMETER, language);
  return query;
}

/**
 * Filters, sort and page live in the address, so a list can be shared and the
 * back button returns to the previous one. Any change but the page's starts
 * again at page 1; typing replaces the entry instead of adding one per key.
 */
export function useListParams(): [
  LibraryListParams,
  (change: Partial<LibraryListParams>, options?: { replace?: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: Partial<LibraryListParams>, options: { replace?: boolean } = {}) => {
      const next = { ...params, page: 1, ...change };
      setSearch(listSearch(next, search), { replace: options.replace ?? false });
    },
    [params, search, setSearch],
  );
  return [params, update];
}

/**
 * The text of a rich text: paragraphs, list items and line breaks end with a
 * space, so the words of two paragraphs do not run together; other tags go
 * without a trace and entities are read back. Plain string work, so the
 * server's render and the browser's read the same text.
 */
export function richTextPlain(html: string): string {
  const spaced = html
    .replace(/<\/(p|li|h[1-6]|blockquote|div|pre)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return richTextWords(spaced);
}

/**
 * A card's description: the text of the rich text, without bracketed parts,
 * cut at LIBRARY_CARD_DESCRIPTION_LENGTH characters plus an ellipsis.
 */
export function cardDescription(html: string): string {
  const plain = richTextPlain(html)
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return chars.length > LIBRARY_CARD_DESCRIPTION_LENGTH
    ? `${chars.slice(0, LIBRARY_CARD_DESCRIPTION_LENGTH).join('')}...`
    : plain;
}
