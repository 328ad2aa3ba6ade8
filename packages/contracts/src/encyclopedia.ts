import { z } from 'zod';
import { exactText, textLine } from './text.ts';
import { ID_MAX, isoDateSchema, flagSchema, type SiteLanguage } from './common.ts';

/** The mod's seven cultures, in the order the encyclopedia shows them. */
export const CULTURES = [
  'norman',
  'indian',
  'japanese',
  'mayan',
  'byzantines',
  'inuits',
  'seljuk',
] as const;
export type Culture = (typeof CULTURES)[number];
export const cultureSchema = z.enum(CULTURES);

export function isCulture(value: string): value is Culture {
  return (CULTURES as readonly string[]).includes(value);
}

/** The four kinds of item a culture page lists, in the page's order. */
export const ITEM_TYPES = ['villages', 'villagers', 'buildings', 'tradegoods'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Every type of entry: a culture's own page has type 'cultures' and the culture as itemkey. */
export const ENTRY_TYPES = ['cultures', ...ITEM_TYPES] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const entryTypeSchema = z.enum(ENTRY_TYPES);

export function isItemType(value: string): value is ItemType {
  return (ITEM_TYPES as readonly string[]).includes(value);
}

export function isEntryType(value: string): value is EntryType {
  return (ENTRY_TYPES as readonly string[]).includes(value);
}

/**
 * The picture a villager without one of its own is shown with: the key of a
 * file `villagers/<key>.png` of the travel-book export.
 */
export const DEFAULT_VILLAGER_PICTURE: Record<Culture, string> = {
  norman: 'norman_default',
  indian: 'indian_default',
  japanese: 'japanese_default',
  mayan: 'mayan_default',
  byzantines: 'byzantines_default',
  inuits: 'inuits_default',
  seljuk: 'seljuk_default',
};

/** The picture key of a villager: `<culture>_<itemkey>`, as the export names its files. */
export const villagerPictureKey = (culture: string, itemkey: string) => `${culture}_${itemkey}`;

/**
 * `?language=`: the encyclopedia holds the mod's texts per language and shows
 * the site's two; any other language (or none) reads the English texts.
 */
export const contentLanguageQuerySchema = z.object({
  language: z
    .string()
    .optional()
    .transform((value): SiteLanguage => (value === 'fr' ? 'fr' : 'en')),
});

/** One line of a travel-book page; a missing field is simply absent. */
const lineFields = {
  text: z.string().optional(),
  /** 'header', 'subheader', a colour code such as '§4', or ''. */
  style: z.string().optional(),
  iconKey: z.string().optional(),
  iconLabel: z.string().optional(),
  /** 'MAIN_DESC' marks the entry's main description. */
  specialTag: z.string().optional(),
  exportTwoColumns: z.boolean().optional(),
  referenceButtonCulture: z.string().optional(),
  referenceButtonType: z.string().optional(),
  referenceButtonKey: z.string().optional(),
  referenceButtonLabel: z.string().optional(),
  referenceButtonIconKey: z.string().optional(),
};
export const travelBookCellSchema = z.object(lineFields);
export const travelBookLineSchema = z.object({
  ...lineFields,
  /** The cells of one table row. */
  columns: z.array(travelBookCellSchema).optional(),
});
export type TravelBookLine = z.infer<typeof travelBookLineSchema>;
export type TravelBookCell = z.infer<typeof travelBookCellSchema>;

export const travelBookDataSchema = z.object({
  pages: z.array(z.object({ lines: z.array(travelBookLineSchema) })),
});
export type TravelBookData = z.infer<typeof travelBookDataSchema>;

/** GET /api/encyclopedia/: one record per culture. */
export const cultureRecordSchema = z.object({
  itemkey: cultureSchema,
  label: z.string(),
  iconkey: z.string(),
});
export type CultureRecord = z.infer<typeof cultureRecordSchema>;
export const cultureListSchema = z.array(cultureRecordSchema);

/** GET /api/encyclopedia/{culture}/{type}: the culture's items of one type, in the mod's order. */
export const itemRecordSchema = z.object({
  itemkey: z.string(),
  label: z.string(),
  iconkey: z.string(),
  category: z.string(),
  categorylabel: z.string(),
});
export type ItemRecord = z.infer<typeof itemRecordSchema>;
export const itemListSchema = z.array(itemRecordSchema);

/** An image of an entry's slideshow, served from /libraryres/img/. */
export const encyclopediaImageSchema = z.object({
  culture: z.string(),
  type: z.string(),
  itemkey: z.string(),
  filename: z.string(),
  previewname: z.string(),
  legend_en: z.string(),
  legend_fr: z.string(),
  enabled: flagSchema,
  pos: z.number().int(),
  author: z.string().nullable(),
  createdon: isoDateSchema,
  /** Of the stored image, so pages reserve its place before it loads. */
  width: z.number().int(),
  height: z.number().int(),
});
export type EncyclopediaImage = z.infer<typeof encyclopediaImageSchema>;

/** A picture of the mod (villager), stored as PNG and WebP under /libraryres/img/. */
export const pictureSchema = z.object({
  filename: z.string(),
  webpname: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** GET /api/encyclopedia/{culture} and /{culture}/{type}/{itemkey}. */
export const entryDetailSchema = z.object({
  title: z.string(),
  travelbookdata: travelBookDataSchema,
  /** The user description (HTML); all three null when there is none. */
  extradata: z.object({
    desc: z.string().nullable(),
    author: z.string().nullable(),
    createdon: isoDateSchema.nullable(),
  }),
  /** Enabled images only, in their order. */
  images: z.array(encyclopediaImageSchema),
  /** Villagers: their picture, or their culture's default one; null for other types. */
  picture: pictureSchema.nullable(),
});
export type EntryDetail = z.infer<typeof entryDetailSchema>;

/** GET /api/encyclopedia/contentindex/: every item, by culture, type and category. */
export const contentIndexCategorySchema = z.object({
  culture: cultureSchema,
  culturelabel: z.string(),
  type: z.enum(ITEM_TYPES),
  categorylabel: z.string(),
  items: z.array(z.object({ itemkey: z.string(), label: z.string(), iconkey: z.string() })),
});
export type ContentIndexCategory = z.infer<typeof contentIndexCategorySchema>;
export const contentIndexSchema = z.array(contentIndexCategorySchema);

/** Where an entry's page is on the site. */
export function entryPath(culture: string, type: string, itemkey: string): string {
  if (type === 'cultures') return `/encyclopedia/${encodeURIComponent(culture)}`;
  return `/encyclopedia/${[culture, type, itemkey].map(encodeURIComponent).join('/')}`;
}

/** The subject of an entry's user description in the versioned-text store. */
export function descriptionSubject(
  culture: string,
  type: string,
  itemkey: string,
  language: SiteLanguage,
): string {
  return `encyclopedia/${culture}/${type}/${itemkey}/${language}`;
}

/**
 * The stored name of an icon or picture: keys come from the mod and may hold
 * any character, stored names only letters, digits, '_' and '-'; every other
 * character (and '-' itself) is written as '-' and its code in hex and '-'.
 */
export function storedPictureName(
  kind: 'icon' | 'villager',
  key: string,
  format: 'png' | 'webp',
): string {
  const safe = key.replace(/[^A-Za-z0-9_]/g, (c) => `-${c.codePointAt(0)!.toString(16)}-`);
  return `ency-${kind}-${safe}.${format}`;
}

/** Icons are item textures, shown square at this size. */
export const ICON_SIZE = 32;

/** Search suggestions begin at this many typed characters (spec §9). */
export const SEARCH_MIN_CHARS = 3;

/** The world map (spec §9): its width, the tooltip offset, and each culture's area. */
export const WORLD_MAP = {
  width: 1285,
  height: 720,
  tooltipOffset: 50,
} as const;

/**
 * Each culture's area on the world map, as polygon points in the image's own
 * pixels (the page scales them with the image).
 */
export const WORLD_MAP_AREAS: Record<Culture, readonly [number, number][]> = {
  inuits: [
    [150, 40],
    [520, 30],
    [600, 120],
    [470, 190],
    [260, 200],
    [120, 130],
  ],
  norman: [
    [560, 210],
    [690, 185],
    [725, 240],
    [700, 320],
    [600, 345],
    [540, 280],
  ],
  byzantines: [
    [750, 290],
    [850, 280],
    [890, 330],
    [850, 395],
    [770, 390],
    [745, 340],
  ],
  seljuk: [
    [910, 220],
    [1040, 215],
    [1080, 290],
    [1000, 340],
    [920, 320],
  ],
  indian: [
    [990, 380],
    [1110, 360],
    [1150, 460],
    [1080, 570],
    [1010, 470],
  ],
  japanese: [
    [1180, 160],
    [1240, 155],
    [1250, 220],
    [1225, 300],
    [1195, 330],
    [1170, 290],
    [1180, 220],
  ],
  mayan: [
    [200, 380],
    [330, 360],
    [400, 440],
    [340, 540],
    [230, 520],
    [180, 450],
  ],
};

/**
 * The outline of a map area as an SVG path: a closed smooth curve through its
 * points, drawn alike on the map image and on the page's clickable layer.
 */
export function worldMapAreaPath(points: readonly (readonly [number, number])[]): string {
  const n = points.length;
  const at = (i: number) => points[(i + n) % n]!;
  const round = (v: number) => Math.round(v * 10) / 10;
  let d = `M${at(0)[0]},${at(0)[1]}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [round(p1[0] + (p2[0] - p0[0]) / 6), round(p1[1] + (p2[1] - p0[1]) / 6)];
    const c2 = [round(p2[0] - (p3[0] - p1[0]) / 6), round(p2[1] - (p3[1] - p1[1]) / 6)];
    d += ` C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${p2[0]},${p2[1]}`;
  }
  return `${d}Z`;
}

/* ---- Editing: descriptions, their history, images, and the administrators' lists ---- */

/** Path parameters of the edit calls; any text, an unknown entry answers 404. */
export const entryParamsSchema = z.object({
  culture: z.string(),
  type: z.string(),
  itemkey: z.string(),
});

/**
 * POST /api/encyclopedia/{culture}/{type}/{itemkey}?language=: the new
 * description (HTML, sanitized by the server), or null to remove it.
 * `basedon` is the id of the history record the editor started from (0 when
 * there was none): a save based on an older record answers 409 CONFLICT.
 * Without it (the spec's own client) the save goes on top of the latest.
 */
export const descriptionInputSchema = z.object({
  desc: exactText().max(1_000_000).nullable(),
  basedon: z.number().int().min(0).max(ID_MAX).optional(),
});
export type DescriptionInput = z.infer<typeof descriptionInputSchema>;

/** One part of a line-by-line diff. */
export const diffPartSchema = z.object({
  kind: z.enum(['same', 'added', 'removed']),
  lines: z.array(z.string()),
});
export type DiffPart = z.infer<typeof diffPartSchema>;

/** One saved version of a description; desc null records a removal. */
export const historyRecordSchema = z.object({
  id: z.number().int(),
  desc: z.string().nullable(),
  author: z.string().nullable(),
  createdon: isoDateSchema,
  /** Line by line against the record before it (the first against nothing). */
  diff: z.array(diffPartSchema),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** What happened to an image in one record of its history. */
export const IMAGE_ACTIONS = [
  'added',
  'legend',
  'disabled',
  'enabled',
  'deleted',
  'replaced',
  'restored',
] as const;
export type ImageAction = (typeof IMAGE_ACTIONS)[number];

/** One record of an image's history: the image as it was after that change. */
export const imageVersionSchema = z.object({
  version: z.number().int(),
  action: z.enum(IMAGE_ACTIONS),
  /** For a restore: the version it brought back. */
  restoredfrom: z.number().int().nullable(),
  author: z.string().nullable(),
  createdon: isoDateSchema,
  previewname: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  legend_en: z.string(),
  legend_fr: z.string(),
  enabled: flagSchema,
  deleted: z.boolean(),
});
export type ImageVersion = z.infer<typeof imageVersionSchema>;

/** Every change of one image of an entry (deleted ones too), newest first. */
export const imageHistorySchema = z.object({
  pos: z.number().int(),
  deleted: z.boolean(),
  versions: z.array(imageVersionSchema),
});
export type ImageHistory = z.infer<typeof imageHistorySchema>;

/** GET …/history?language=: never cached. History newest first; every image, disabled too. */
export const entryHistorySchema = z.object({
  title: z.string(),
  travelbookdata: travelBookDataSchema,
  history: z.array(historyRecordSchema),
  images: z.array(encyclopediaImageSchema),
  /** Every image's history, deleted images included, in their order. */
  imagehistory: z.array(imageHistorySchema),
});
export type EntryHistory = z.infer<typeof entryHistorySchema>;

/** Answer of a saved description: the new record. */
export const savedDescriptionSchema = z.object({ id: z.number().int() });

/** Image captions are short text. */
export const IMAGE_LEGEND_MAX = 500;
const legendSchema = textLine().max(IMAGE_LEGEND_MAX);

/** Text fields of POST …/images (with the file picture1). */
export const imageUploadFieldsSchema = z.object({
  legend_en: legendSchema.default(''),
  legend_fr: legendSchema.default(''),
});

/** POST …/images/{pos} (multipart or JSON): captions and the enabled flag. */
export const imageUpdateSchema = z.object({
  legend_en: legendSchema,
  legend_fr: legendSchema,
  enabled: flagSchema,
});
export type ImageUpdate = z.input<typeof imageUpdateSchema>;

/** POST …/images/{pos}/restore: the version of the image's history to bring back. */
export const imageRestoreSchema = z.object({ version: z.number().int().min(1).max(ID_MAX) });
export type ImageRestore = z.infer<typeof imageRestoreSchema>;
/** Answer of a restore: the image's new version. */
export const restoredImageSchema = z.object({ version: z.number().int() });

/** GET /api/encyclopedia/changeslist/?language=: the latest description saves. */
export const CHANGES_LIST_LIMIT = 500;
export const changeSchema = z.object({
  culture: z.string(),
  type: z.string(),
  itemkey: z.string(),
  /** The entry's title in that language; null when the entry is gone. */
  label: z.string().nullable(),
  desc: z.string().nullable(),
  author: z.string().nullable(),
  createdon: isoDateSchema,
});
export type Change = z.infer<typeof changeSchema>;
export const changesListSchema = z.object({
  changes: z.array(changeSchema),
  cultures: z.array(cultureRecordSchema),
  types: z.array(entryTypeSchema),
});
export type ChangesList = z.infer<typeof changesListSchema>;

/** GET /api/encyclopedia/imageslist: every image, newest first, with its 32x32 thumbnail. */
export const IMAGES_LIST_LIMIT = 500;
export const listedImageSchema = encyclopediaImageSchema.extend({
  thumbname: z.string(),
  label: z.string().nullable(),
});
export type ListedImage = z.infer<typeof listedImageSchema>;
export const imagesListSchema = z.array(listedImageSchema);

/** Where an entry's edit page is. */
export function entryEditPath(culture: string, type: string, itemkey: string): string {
  return `${entryPath(culture, type, itemkey)}/edit`;
}
