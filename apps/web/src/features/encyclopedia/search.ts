import {
  entryPath,
  type ContentIndexCategory,
  type CultureRecord,
  SEARCH_MIN_CHARS,
} from '@millenaire/contracts/encyclopedia';

export interface Suggestion {
  /** The page it leads to, also the option's value. */
  path: string;
  label: string;
  iconkey: string;
  /** 'cultures' or an item type. */
  type: string;
  culturelabel: string;
}

/** Case and accents set aside, so that 'fee' finds 'Fée'. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Everything the search box can suggest, cultures first. */
export function suggestionsOf(
  cultures: CultureRecord[],
  index: ContentIndexCategory[],
): Suggestion[] {
  return [
    ...cultures.map((c) => ({
      path: entryPath(c.itemkey, 'cultures', c.itemkey),
      label: c.label,
      iconkey: c.iconkey,
      type: 'cultures',
      culturelabel: c.label,
    })),
    ...index.flatMap((category) =>
      category.items.map((item) => ({
        path: entryPath(category.culture, category.type, item.itemkey),
        label: item.label,
        iconkey: item.iconkey,
        type: category.type,
        culturelabel: category.culturelabel,
      })),
    ),
  ];
}

/**
 * The suggestions whose label holds the typed text, from the third
 * character on: cultures first, then labels starting with the text, then
 * the others, each in label order.
 */
export function searchSuggestions(all: Suggestion[], typed: string, limit = 12): Suggestion[] {
  const wanted = searchKey(typed);
  if (wanted.length < SEARCH_MIN_CHARS) return [];
  const rank = (s: Suggestion) => {
    const key = searchKey(s.label);
    if (!key.includes(wanted)) return -1;
    return (s.type === 'cultures' ? 0 : 2) + (key.startsWith(wanted) ? 0 : 1);
  };
  return all
    .map((s) => ({ s, rank: rank(s) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.s.label.localeCompare(b.s.label))
    .slice(0, limit)
    .map(({ s }) => s);
}
