import {
  CULTURES,
  ITEM_TYPES,
  isCulture,
  isItemType,
  type ContentIndexCategory,
  type SiteLanguage,
} from '@millenaire/contracts';
import type { EncyclopediaDeps } from '../deps.ts';
import { listAllItems, listCultures } from '../entry-repository.ts';

/**
 * Every item of the encyclopedia, by culture (in the encyclopedia's order),
 * type (in a culture page's order) and category (in the export's order):
 * what the search box suggests from.
 */
async function buildContentIndex(
  { db }: EncyclopediaDeps,
  language: SiteLanguage,
): Promise<ContentIndexCategory[]> {
  const [cultures, rows] = await Promise.all([
    listCultures(db, language),
    listAllItems(db, language),
  ]);
  const cultureLabel = new Map(cultures.map((c) => [c.itemkey as string, c.label]));
  const groups = new Map<string, ContentIndexCategory>();
  for (const row of rows) {
    const { culture, type } = row;
    if (!isCulture(culture) || !isItemType(type)) continue;
    const id = JSON.stringify([culture, type, row.category]);
    let group = groups.get(id);
    if (!group) {
      group = {
        culture,
        culturelabel: cultureLabel.get(culture) ?? culture,
        type,
        categorylabel: row.categorylabel,
        items: [],
      };
      groups.set(id, group);
    }
    group.items.push({ itemkey: row.itemkey, label: row.label, iconkey: row.iconkey });
  }
  const rank = (g: ContentIndexCategory) =>
    CULTURES.indexOf(g.culture) * ITEM_TYPES.length + ITEM_TYPES.indexOf(g.type);
  // A stable sort keeps the export's category order within each culture and type.
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}

/** Every item, for the search box's suggestions; kept as long as the entries' answers. */
export function getContentIndex(deps: EncyclopediaDeps, language: SiteLanguage) {
  return deps.answers.index.fetch(language, () => buildContentIndex(deps, language));
}
