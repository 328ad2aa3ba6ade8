// Draws the homepage slideshows (14 main images, 9 for the Seljuk announcement)
// served from /img/slides/: flat landscapes of the mod's seven cultures, made
// for this site from SVG. Run again after changing a scene:
//   npx tsx scripts/make-slides.ts
// An operator may replace any file with a screenshot of the same name and size.
import path from 'node:path';
import sharp from 'sharp';

export const SLIDE_WIDTH = 960;
export const SLIDE_HEIGHT = 540;
const W = SLIDE_WIDTH;
const H = SLIDE_HEIGHT;

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  sunY: number;
}
const SKIES: Record<string, Sky> = {
  day: { top: '#6fb3e0', bottom: '#d7ecf7', sun: '#fff4c2', sunY: 120 },
  dusk: { top: '#3b3f7a', bottom: '#f2a76b', sun: '#ffd27a', sunY: 330 },
  dawn: { top: '#9fc3e8', bottom: '#f7d9c4', sun: '#fff0d6', sunY: 260 },
  snow: { top: '#a9c6dd', bottom: '#eef4f8', sun: '#ffffff', sunY: 150 },
};

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const poly = (points: [number, number][], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}"/>`;
const dome = (cx: number, base: number, r: number, fill: string) =>
  `<path d="M${cx - r},${base} A${r},${r} 0 0 1 ${cx + r},${base} Z" fill="${fill}"/>`;

function backdrop(sky: Sky, ground: string, hills: string): string {
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/>` +
    `</linearGradient></defs>` +
    rect(0, 0, W, H, 'url(#s)') +
    `<circle cx="760" cy="${sky.sunY}" r="46" fill="${sky.sun}" opacity="0.9"/>` +
    `<path d="M0,360 C160,300 300,330 470,350 C640,370 800,300 ${W},330 L${W},${H} L0,${H} Z" fill="${hills}"/>` +
    rect(0, 400, W, 140, ground)
  );
}

// One building per culture, drawn from its base line at x.
const BUILDINGS: Record<string, (x: number, s: number) => string> = {
  norman: (x, s) =>
    rect(x, 400 - 70 * s, 90 * s, 70 * s, '#efe3c8') +
    `<path d="M${x + 10 * s},${400 - 70 * s}V400M${x + 45 * s},${400 - 70 * s}V400M${x + 80 * s},${400 - 70 * s}V400M${x},${400 - 35 * s}H${x + 90 * s}" stroke="#6b4a2e" stroke-width="${4 * s}"/>` +
    poly(
      [
        [x - 8 * s, 400 - 70 * s],
        [x + 45 * s, 400 - 125 * s],
        [x + 98 * s, 400 - 70 * s],
      ],
      '#8a3b2a',
    ),
  indian: (x, s) =>
    rect(x, 400 - 60 * s, 100 * s, 60 * s, '#f1d39a') +
    dome(x + 50 * s, 400 - 60 * s, 34 * s, '#e9b86a') +
    rect(x + 47 * s, 400 - 112 * s, 6 * s, 18 * s, '#c2873e') +
    `<path d="M${x + 35 * s},400 v-28 a15,15 0 0 1 30,0 v28 z" fill="#a8643a"/>`,
  japanese: (x, s) =>
    [0, 1, 2]
      .map(
        (i) =>
          rect(
            x + (15 + 8 * i) * s,
            400 - (40 + 38 * i) * s,
            (70 - 16 * i) * s,
            38 * s,
            '#f3ead8',
          ) +
          poly(
            [
              [x - 12 * s + 8 * i * s, 400 - (40 + 38 * i) * s],
              [x + 50 * s, 400 - (62 + 38 * i) * s],
              [x + 112 * s - 8 * i * s, 400 - (40 + 38 * i) * s],
            ],
            '#7a2f2f',
          ),
      )
      .join(''),
  mayan: (x, s) =>
    [0, 1, 2, 3]
      .map((i) =>
        rect(
          x + 14 * i * s,
          400 - (i + 1) * 26 * s,
          (140 - 28 * i) * s,
          26 * s,
          i % 2 ? '#b9a27c' : '#cdb891',
        ),
      )
      .join('') + rect(x + 52 * s, 400 - 124 * s, 36 * s, 20 * s, '#8f7a56'),
  byzantines: (x, s) =>
    rect(x, 400 - 70 * s, 120 * s, 70 * s, '#e8d8b8') +
    dome(x + 60 * s, 400 - 70 * s, 40 * s, '#b5873f') +
    dome(x + 18 * s, 400 - 70 * s, 16 * s, '#b5873f') +
    dome(x + 102 * s, 400 - 70 * s, 16 * s, '#b5873f'),
  inuits: (x, s) =>
    dome(x + 50 * s, 400, 50 * s, '#f7fbff') +
    `<path d="M${x + 10 * s},${400 - 20 * s} H${x + 90 * s} M${x + 20 * s},${400 - 38 * s} H${x + 80 * s}" stroke="#c9d9e6" stroke-width="${2 * s}"/>` +
    `<path d="M${x + 38 * s},400 v-16 a12,12 0 0 1 24,0 v16 z" fill="#35506b"/>`,
  seljuk: (x, s) =>
    rect(x, 400 - 64 * s, 120 * s, 64 * s, '#ead7b0') +
    dome(x + 60 * s, 400 - 64 * s, 36 * s, '#3f7f8c') +
    rect(x + 126 * s, 400 - 150 * s, 12 * s, 150 * s, '#ead7b0') +
    poly(
      [
        [x + 124 * s, 400 - 150 * s],
        [x + 132 * s, 400 - 178 * s],
        [x + 140 * s, 400 - 150 * s],
      ],
      '#3f7f8c',
    ) +
    `<path d="M${x + 45 * s},400 v-30 a15,15 0 0 1 30,0 v30 z" fill="#7a4a2a"/>`,
};

const tree = (x: number, colour: string) =>
  rect(x - 3, 372, 6, 30, '#5a3d25') + `<circle cx="${x}" cy="362" r="18" fill="${colour}"/>`;

interface Scene {
  file: string;
  culture: keyof typeof BUILDINGS;
  sky: keyof typeof SKIES;
  ground: string;
  hills: string;
  /** Building positions and sizes. */
  layout: [number, number][];
  trees?: number[];
}

function draw(scene: Scene): string {
  const sky = SKIES[scene.sky]!;
  const build = BUILDINGS[scene.culture]!;
  const body =
    backdrop(sky, scene.ground, scene.hills) +
    (scene.trees ?? []).map((x) => tree(x, scene.sky === 'snow' ? '#dfe9f0' : '#3f7d3a')).join('') +
    scene.layout.map(([x, s]) => build(x, s)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

const GREEN = { ground: '#6fa152', hills: '#8dbb6a' };
const SAND = { ground: '#d9c08a', hills: '#e3cf9f' };
const SNOW = { ground: '#f3f7fa', hills: '#e1ebf2' };

const MAIN: Omit<Scene, 'file'>[] = [
  {
    culture: 'norman',
    sky: 'day',
    ...GREEN,
    layout: [
      [120, 1],
      [330, 1.3],
      [600, 0.9],
    ],
    trees: [80, 520, 860],
  },
  {
    culture: 'norman',
    sky: 'dusk',
    ...GREEN,
    layout: [
      [200, 1.6],
      [520, 1.1],
    ],
    trees: [120, 760],
  },
  {
    culture: 'indian',
    sky: 'day',
    ...SAND,
    layout: [
      [150, 1.2],
      [420, 1.5],
      [720, 1],
    ],
    trees: [90, 660],
  },
  { culture: 'indian', sky: 'dawn', ...SAND, layout: [[360, 2]], trees: [200, 700] },
  {
    culture: 'japanese',
    sky: 'dawn',
    ...GREEN,
    layout: [
      [180, 1.1],
      [520, 1.5],
    ],
    trees: [100, 420, 820],
  },
  { culture: 'japanese', sky: 'dusk', ...GREEN, layout: [[400, 1.8]], trees: [150, 760] },
  { culture: 'mayan', sky: 'day', ...GREEN, layout: [[320, 1.6]], trees: [90, 160, 760, 840] },
  {
    culture: 'mayan',
    sky: 'dusk',
    ...GREEN,
    layout: [
      [120, 0.9],
      [520, 1.3],
    ],
    trees: [430, 860],
  },
  {
    culture: 'byzantines',
    sky: 'day',
    ...SAND,
    layout: [
      [160, 1.1],
      [460, 1.5],
    ],
    trees: [100, 800],
  },
  { culture: 'byzantines', sky: 'dawn', ...SAND, layout: [[350, 1.9]], trees: [200, 760] },
  {
    culture: 'inuits',
    sky: 'snow',
    ...SNOW,
    layout: [
      [140, 1],
      [330, 1.3],
      [580, 0.9],
      [740, 1.1],
    ],
  },
  {
    culture: 'inuits',
    sky: 'dusk',
    ...SNOW,
    layout: [
      [300, 1.6],
      [560, 1.1],
    ],
  },
  {
    culture: 'seljuk',
    sky: 'day',
    ...SAND,
    layout: [
      [180, 1.2],
      [520, 1.4],
    ],
    trees: [100, 880],
  },
  { culture: 'seljuk', sky: 'dusk', ...SAND, layout: [[340, 1.8]], trees: [160, 780] },
];

const SELJUK: Omit<Scene, 'file'>[] = [
  ...(['day', 'dawn', 'dusk'] as const).flatMap((sky) => [
    {
      culture: 'seljuk' as const,
      sky,
      ...SAND,
      layout: [
        [120, 1],
        [420, 1.3],
      ] as [number, number][],
      trees: [820],
    },
    {
      culture: 'seljuk' as const,
      sky,
      ...GREEN,
      layout: [[300, 1.7]] as [number, number][],
      trees: [120, 760],
    },
    {
      culture: 'seljuk' as const,
      sky,
      ...SAND,
      layout: [
        [80, 0.9],
        [320, 1.1],
        [600, 1],
      ] as [number, number][],
    },
  ]),
];

async function main(): Promise<void> {
  const dir = path.join(import.meta.dirname, '../apps/web/public/img/slides');
  const scenes: Scene[] = [
    ...MAIN.map((s, i) => ({ ...s, file: `main-${String(i + 1).padStart(2, '0')}.webp` })),
    ...SELJUK.map((s, i) => ({ ...s, file: `seljuk-${String(i + 1).padStart(2, '0')}.webp` })),
  ];
  for (const scene of scenes) {
    await sharp(Buffer.from(draw(scene)))
      .webp({ quality: 82 })
      .toFile(path.join(dir, scene.file));
  }
  console.log(`${scenes.length} slides written to ${dir}`);
}

await main();
