import { entryPath, type ContentIndexCategory } from '@millenaire/contracts/encyclopedia';
import { searchFold } from '@millenaire/contracts/translations';
import type { SiteSearchHit } from '@millenaire/contracts/site';
import type { SiteSearchSource } from '../../../extensions/site-search.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { getContentIndex } from './service.ts';

interface Findable {
  hit: SiteSearchHit;
  folded: string;
}

const CULTURE = { en: 'Culture', fr: 'Culture' } as const;

/**
 * The cultures and items of a content index with their names folded as a
 * search compares them, made once per index (the index is kept until an
 * import or a description changes it).
 */
const findables = new WeakMap<ContentIndexCategory[], Findable[]>();

function findablesOf(index: ContentIndexCategory[], language: 'en' | 'fr'): Findable[] {
  let found = findables.get(index);
  if (found) return found;
  found = [];
  const cultures = new Set<string>();
  for (const group of index) {
    if (!cultures.has(group.culture)) {
      cultures.add(group.culture);
      const title = group.culturelabel;
      found.push({
        hit: { title, detail: CULTURE[language], path: entryPath(group.culture, 'cultures', '') },
        folded: searchFold(title),
      });
    }
    for (const item of group.items) {
      found.push({
        hit: {
          title: item.label,
          // Villages have no category: their culture alone.
          detail: [group.culturelabel, group.categorylabel].filter(Boolean).join(' · '),
          path: entryPath(group.culture, group.type, item.itemkey),
        },
        folded: searchFold(item.label),
      });
    }
  }
  findables.set(index, found);
  return found;
}

/**
 * The encyclopedia in the site-wide search: cultures and items whose name in
 * the language holds the text (accents and case aside), those whose name or
 * a word of it starts with it first.
 */
export function encyclopediaSearch(deps: EncyclopediaDeps): SiteSearchSource {
  return {
    area: 'encyclopedia',
    topics: ['encyclopedia'],
    async find(q, language, limit) {
      const needle = searchFold(q);
      const starts: SiteSearchHit[] = [];
      const contains: SiteSearchHit[] = [];
      for (const { hit, folded } of findablesOf(await getContentIndex(deps, language), language)) {
        const at = folded.indexOf(needle);
        if (at === -1) continue;
        (at === 0 || /[\s'’(-]/.test(folded[at - 1]!) ? starts : contains).push(hit);
      }
      const all = [...starts, ...contains];
      return { hits: all.slice(0, limit), more: all.length > limit, all: null };
    },
  };
}
