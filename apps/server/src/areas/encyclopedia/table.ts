import type { ColumnType, Generated } from 'kysely';

/** One entry of the mod's travel book in one language; see migrations/0006_encyclopedia.ts. */
export interface EncyclopediaEntriesTable {
  id: Generated<number>;
  culture: string;
  /** 'cultures' (itemkey is then the culture), 'villages', 'villagers', 'buildings', 'tradegoods'. */
  type: string;
  itemkey: string;
  /** The mod's language code ('en', 'fr', 'de'...). */
  language: string;
  /** '' for cultures and villages, which the mod files under no category. */
  category: string;
  categorylabel: string;
  label: string;
  iconkey: string;
  /** The travel-book pages as JSON: { pages: [{ lines: [...] }] }. */
  data: string;
  /** Order in the export, which lists each type category by category. */
  position: number;
  /** ISO 8601, UTC. */
  imported_at: string;
}

/** An image of an entry's slideshow, added by users; never touched by an import. */
export interface EncyclopediaImagesTable {
  id: Generated<number>;
  culture: string;
  type: string;
  itemkey: string;
  filename: string;
  previewname: string;
  thumbname: string;
  width: number;
  height: number;
  legend_en: string;
  legend_fr: string;
  /** 1 shows it on the page. */
  enabled: number;
  pos: number;
  author_id: number | null;
  created_at: string;
  /** ISO 8601, UTC: when it was deleted; the row stays so its history can restore it. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An icon or villager picture of the mod, stored as PNG and WebP under libraryres/img. */
export interface EncyclopediaPicturesTable {
  kind: 'icon' | 'villager';
  /** The iconkey, or `<culture>_<itemkey>` for a villager. */
  key: string;
  filename: string;
  webpname: string;
  width: number;
  height: number;
  updated_at: string;
}

// The encyclopedia area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    encyclopedia_entries: EncyclopediaEntriesTable;
    encyclopedia_images: EncyclopediaImagesTable;
    encyclopedia_pictures: EncyclopediaPicturesTable;
  }
}
