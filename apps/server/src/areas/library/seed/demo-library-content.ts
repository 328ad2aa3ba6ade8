import type { Culture } from '@millenaire/contracts';
import { landscape, villagerPicture } from '../../encyclopedia/index.ts';

// A few library contents written for this site: their texts, the pictures
// drawn for them in their culture's colours and the files of their archives.

export interface DemoContent {
  title: string;
  version: string;
  category: string;
  culture: string;
  description: string;
  daysAgo: number;
  counts: { nbview: number; nbdl: number };
  /** Drawn by the seed in the culture's colours (seed/demo-encyclopedia/art.ts). */
  pictures: { draw: () => Buffer; legend: string }[];
  /** The downloadable archive: its name and the text files inside. */
  archive: { name: string; files: Record<string, string> };
}

/** The read-me every demo archive starts with. */
const readme = (title: string, install: string, notes: string[]) =>
  [
    title,
    '='.repeat(title.length),
    '',
    ...notes,
    '',
    'Installing',
    '----------',
    install,
    '',
    'A demo content of the Millénaire community website.',
    '',
  ].join('\n');

const CUSTOM_FOLDER =
  'Unzip this archive into the millenaire-custom folder of your Minecraft folder, then ' +
  'start a new world or let a village grow to reach the new buildings.';

const scene = (culture: Culture, dusk: boolean) => () => landscape(culture, dusk);

export const DEMO: DemoContent[] = [
  {
    title: 'Harbour hamlet for the Normans',
    version: '8.1.2',
    category: 'Villages',
    culture: 'Norman',
    description:
      '<p>A small fishing village built around a stone quay, with a net maker, a chapel ' +
      'and a watchtower looking over the bay. <strong>Needs a coast</strong> to spawn.</p>' +
      '<ul><li>6 new buildings</li><li>Upgrades in three steps</li></ul>',
    daysAgo: 40,
    counts: { nbview: 312, nbdl: 87 },
    pictures: [
      { draw: scene('norman', false), legend: 'The quay and the net maker at noon' },
      { draw: scene('norman', true), legend: 'Evening over the bay from the watchtower' },
    ],
    archive: {
      name: 'harbour-hamlet-norman.zip',
      files: {
        'README.txt': readme('Harbour hamlet for the Normans', CUSTOM_FOLDER, [
          'A fishing village for the Norman culture: stone quay, net maker, chapel and',
          'watchtower. The village only spawns on a coast.',
        ]),
        'CHANGES.txt': '1.1 - the watchtower gets its third upgrade\n1.0 - first release\n',
      },
    },
  },
  {
    title: 'Terraced tea garden',
    version: '8.1.0',
    category: 'Buildings',
    culture: 'Japanese',
    description:
      "<p>A tea farmer's house on three terraces, with a small shrine at the top. " +
      "The farmer sells green tea to the village's market.</p>",
    daysAgo: 18,
    counts: { nbview: 154, nbdl: 41 },
    pictures: [{ draw: scene('japanese', false), legend: 'The three terraces seen from the road' }],
    archive: {
      name: 'terraced-tea-garden.zip',
      files: {
        'README.txt': readme('Terraced tea garden', CUSTOM_FOLDER, [
          "A tea farmer's house for the Japanese culture, on three terraces with a shrine",
          'at the top. The farmer sells green tea at the market.',
        ]),
      },
    },
  },
  {
    title: 'Snow lodge upgrades',
    version: '8.1.2',
    category: 'Buildings',
    culture: 'Inuit',
    description:
      "<p>Two extra upgrades for the Inuit hunter's lodge: a drying rack for fish and a " +
      'larger sled shed.</p><p><em>Tested on a fresh world.</em></p>',
    daysAgo: 7,
    counts: { nbview: 66, nbdl: 12 },
    pictures: [
      { draw: scene('inuits', false), legend: 'The lodge with its new sled shed' },
      { draw: () => villagerPicture('inuits', 1), legend: 'The hunter, back with the catch' },
    ],
    archive: {
      name: 'snow-lodge-upgrades.zip',
      files: {
        'README.txt': readme('Snow lodge upgrades', CUSTOM_FOLDER, [
          "Two more upgrades for the Inuit hunter's lodge: a drying rack for fish, then a",
          'larger sled shed.',
        ]),
      },
    },
  },
  {
    title: 'Caravanserai road map',
    version: '8.0.0',
    category: 'Worlds and maps',
    culture: 'Seljuk',
    description:
      '<p>A survival world where three Seljuk villages are linked by a desert road with ' +
      'a caravanserai halfway. A starting chest waits near the spawn.</p>',
    daysAgo: 2,
    counts: { nbview: 23, nbdl: 5 },
    pictures: [
      { draw: scene('seljuk', true), legend: 'The caravanserai at dusk, halfway along the road' },
    ],
    archive: {
      name: 'caravanserai-road-map.zip',
      files: {
        'README.txt': readme(
          'Caravanserai road map',
          'Unzip this archive into the saves folder of your Minecraft folder; the world ' +
            'appears in the list of single-player worlds.',
          [
            'A survival world with three Seljuk villages along a desert road and a',
            'caravanserai halfway. A starting chest waits near the spawn.',
          ],
        ),
      },
    },
  },
];
