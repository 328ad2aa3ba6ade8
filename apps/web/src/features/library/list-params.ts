import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  LIBRARY_CARD_DESCRIPTION_LENGTH,
  LIBRARY_SORTS,
  type LibrarySort,
} from '@millenaire/contracts/library';

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
      setSearch(writeListParams(next), { replace: options.replace ?? false });
    },
    [params, setSearch],
  );
  return [params, update];
}

/**
 * A card's description: the text of the rich text, without bracketed parts,
 * cut at LIBRARY_CARD_DESCRIPTION_LENGTH characters plus an ellipsis.
 */
export function cardDescription(html: string): string {
  // Paragraphs, list items and line breaks end with a space, so the words of
  // two paragraphs do not run together.
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|div)>|<br\s*\/?>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  const plain = text
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return chars.length > LIBRARY_CARD_DESCRIPTION_LENGTH
    ? `${chars.slice(0, LIBRARY_CARD_DESCRIPTION_LENGTH).join('')}...`
    : plain;
}
