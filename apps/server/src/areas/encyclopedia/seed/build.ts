import {
  DEFAULT_VILLAGER_PICTURE,
  villagerPictureKey,
  type Culture,
  type SiteLanguage,
} from '@millenaire/contracts';
import type { TravelBookEntry, TravelBookLine, TravelBookSection } from '@millenaire/modfiles';
import * as art from './art.ts';
import { DEMO_CULTURES, type DemoCulture, type Texts } from './content.ts';

// Turns the demo content into travel-book entries as the mod exports them,
// using every kind of line the site renders, and draws their pictures.

const WORDS = {
  villages: ['Villages', 'Villages'],
  people: ['Villagers', 'Villageois'],
  goods: ['Trade goods', 'Marchandises'],
  buildings: ['Buildings', 'Bâtiments'],
  home: ['Lives in', 'Habite'],
  sells: ['Sells', 'Vend'],
  cost: ['Construction cost', 'Coût de construction'],
  inhabitants: ['Inhabitants', 'Habitants'],
  soldBy: ['Sold by', 'Vendu par'],
  price: ['Price', 'Prix'],
  buy: ['§2Bought at {n}§r', '§2Acheté {n}§r'],
  sell: ['§4Sold at {n}§r', '§4Vendu {n}§r'],
  deniers: ['{n} deniers', '{n} deniers'],
  // French puts a no-break space before the colon.
  priced: ['{label}: ', '{label}\u00a0: '],
  tip: [
    'Visit a village of this culture to see its people at work.',
    'Visitez un village de cette culture pour voir ses habitants à l’œuvre.',
  ],
} satisfies Record<string, Texts>;

const iconKey = (culture: Culture, key: string) => `${culture}_${key}`;
const emblemKey = (culture: Culture) => `${culture}_emblem`;

function say(texts: Texts, language: SiteLanguage, n?: number): string {
  const text = texts[language === 'fr' ? 1 : 0];
  return n === undefined ? text : text.replace('{n}', String(n));
}

function reference(
  culture: Culture,
  type: string,
  key: string,
  label: string,
  icon: string,
): TravelBookLine {
  return {
    referenceButtonCulture: culture,
    referenceButtonType: type,
    referenceButtonKey: key,
    referenceButtonLabel: label,
    referenceButtonIconKey: icon,
  };
}

interface Draft {
  type: TravelBookSection;
  itemkey: string;
  label: string;
  iconkey: string;
  category: string | null;
  categorylabel: string | null;
  lines: TravelBookLine[][];
}

function cultureDraft(c: DemoCulture, l: SiteLanguage): Draft {
  const ref = (type: string, item: { key: string; label: Texts }) =>
    reference(c.culture, type, item.key, say(item.label, l), iconKey(c.culture, item.key));
  return {
    type: 'cultures',
    itemkey: c.culture,
    label: say(c.label, l),
    iconkey: emblemKey(c.culture),
    category: null,
    categorylabel: null,
    lines: [
      [
        { text: say(c.label, l), style: 'header' },
        { text: `${say(c.intro, l)}<ret>${say(c.desc, l)}`, specialTag: 'MAIN_DESC' },
        { text: say(WORDS.villages, l), style: 'subheader' },
        ...c.villages.map((v) => ref('villages', v)),
        { text: say(WORDS.goods, l), style: 'subheader' },
        ...c.goods.map((g) => ({
          iconKey: iconKey(c.culture, g.key),
          iconLabel: say(g.label, l),
          text: `${say(WORDS.priced, l).replace('{label}', say(g.label, l))}§6${say(WORDS.deniers, l, g.price)}§r`,
        })),
      ],
      [
        { text: say(WORDS.people, l), style: 'subheader' },
        ...c.villagers.map((v) => ref('villagers', v)),
        { text: '', style: '' },
        { text: say(WORDS.tip, l), style: '§8' },
      ],
    ],
  };
}

function itemDrafts(c: DemoCulture, l: SiteLanguage): Draft[] {
  const culture = c.culture;
  const head = (label: Texts, desc: Texts): TravelBookLine[] => [
    { text: say(label, l), style: 'header' },
    { text: say(desc, l), specialTag: 'MAIN_DESC' },
  ];
  const ref = (type: string, item: { key: string; label: Texts }) =>
    reference(culture, type, item.key, say(item.label, l), iconKey(culture, item.key));
  const building = (key: string) => c.buildings.find((b) => b.key === key)!;
  const good = (key: string) => c.goods.find((g) => g.key === key)!;
  const base = (type: TravelBookSection, item: { key: string; label: Texts }) => ({
    type,
    itemkey: item.key,
    label: say(item.label, l),
    iconkey: iconKey(culture, item.key),
  });
  return [
    ...c.villagers.map((v) => ({
      ...base('villagers', v),
      category: v.category.key,
      categorylabel: say(v.category.label, l),
      lines: [
        [
          ...head(v.label, v.desc),
          { text: say(WORDS.home, l), style: 'subheader' },
          ref('buildings', building(v.home)),
          { text: say(WORDS.sells, l), style: 'subheader' },
          ref('tradegoods', good(v.sells)),
        ],
      ],
    })),
    ...c.buildings.map((b) => ({
      ...base('buildings', b),
      category: b.category.key,
      categorylabel: say(b.category.label, l),
      lines: [
        [
          ...head(b.label, b.desc),
          { text: say(WORDS.cost, l), style: 'subheader' },
          ...b.cost.map(([material, amount]) => ({
            columns: [{ text: say(material, l) }, { text: String(amount) }],
            exportTwoColumns: true,
          })),
          { text: say(WORDS.inhabitants, l), style: 'subheader' },
          ...c.villagers.filter((v) => v.home === b.key).map((v) => ref('villagers', v)),
        ],
      ],
    })),
    ...c.villages.map((v) => ({
      ...base('villages', v),
      category: null,
      categorylabel: null,
      lines: [
        [
          ...head(v.label, v.desc),
          { text: say(WORDS.buildings, l), style: 'subheader' },
          ...v.buildings.map((key) => ref('buildings', building(key))),
          { text: say(c.label, l), style: 'subheader' },
          reference(culture, 'cultures', culture, say(c.label, l), emblemKey(culture)),
        ],
      ],
    })),
    ...c.goods.map((g) => ({
      ...base('tradegoods', g),
      category: g.category.key,
      categorylabel: say(g.category.label, l),
      lines: [
        [
          ...head(g.label, g.desc),
          { text: say(WORDS.price, l), style: 'subheader' },
          {
            columns: [
              {
                iconKey: iconKey(culture, g.key),
                iconLabel: say(g.label, l),
                text: say(g.label, l),
              },
              { text: say(WORDS.buy, l, g.price) },
              { text: say(WORDS.sell, l, Math.round(g.price * 1.25)) },
            ],
          },
          { text: say(WORDS.soldBy, l), style: 'subheader' },
          ...c.villagers.filter((v) => v.sells === g.key).map((v) => ref('villagers', v)),
        ],
      ],
    })),
  ];
}

/** Every demo entry in one language, as the importer reads them from an export. */
export function demoEntries(language: SiteLanguage): TravelBookEntry[] {
  const drafts = [
    ...DEMO_CULTURES.map((c) => ({ culture: c.culture, draft: cultureDraft(c, language) })),
    ...DEMO_CULTURES.flatMap((c) =>
      itemDrafts(c, language).map((draft) => ({ culture: c.culture, draft })),
    ),
  ];
  return drafts.map(({ culture, draft }, line) => ({
    line: line + 1,
    itemref: `${culture}-${draft.type}-${draft.itemkey}-${language}`,
    type: draft.type,
    language,
    culture,
    category: draft.category,
    categorylabel: draft.categorylabel,
    itemkey: draft.itemkey,
    label: draft.label,
    iconkey: draft.iconkey,
    data: { pages: draft.lines.map((lines) => ({ lines })) },
  }));
}

/** The demo's icons and villager pictures, as SVG: [kind, key, svg]. */
export function demoPictures(): ['icon' | 'villager', string, Buffer][] {
  return DEMO_CULTURES.flatMap((c): ['icon' | 'villager', string, Buffer][] => [
    ['icon', emblemKey(c.culture), art.cultureIcon(c.culture)],
    ['villager', DEFAULT_VILLAGER_PICTURE[c.culture], art.villagerPicture(c.culture, 2)],
    ...c.villages.map((v): ['icon', string, Buffer] => [
      'icon',
      iconKey(c.culture, v.key),
      art.villageIcon(c.culture),
    ]),
    ...c.villagers.flatMap((v, i): ['icon' | 'villager', string, Buffer][] => [
      ['icon', iconKey(c.culture, v.key), art.villagerIcon(c.culture, i)],
      // The last villager of each culture shows the culture's default picture.
      ...(i < c.villagers.length - 1
        ? [
            [
              'villager',
              villagerPictureKey(c.culture, v.key),
              art.villagerPicture(c.culture, i),
            ] as ['villager', string, Buffer],
          ]
        : []),
    ]),
    ...c.buildings.map((b): ['icon', string, Buffer] => [
      'icon',
      iconKey(c.culture, b.key),
      art.buildingIcon(c.culture, b.style),
    ]),
    ...c.goods.map((g): ['icon', string, Buffer] => [
      'icon',
      iconKey(c.culture, g.key),
      art.tradegoodIcon(c.culture, g.shape),
    ]),
  ]);
}

/** Two landscapes per culture page, with their legends. */
export function demoImages(): { culture: Culture; svg: Buffer; legend: Texts }[] {
  return DEMO_CULTURES.flatMap((c) => [
    {
      culture: c.culture,
      svg: art.landscape(c.culture, false),
      legend: [`A village of the ${c.label[0]} by day`, `Un village des ${c.label[1]} le jour`],
    },
    {
      culture: c.culture,
      svg: art.landscape(c.culture, true),
      legend: [
        `Dusk over a village of the ${c.label[0]}`,
        `Le soir sur un village des ${c.label[1]}`,
      ],
    },
  ]);
}
