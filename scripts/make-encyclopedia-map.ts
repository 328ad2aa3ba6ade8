// Draws the encyclopedia's world map (apps/web/public/img/encyclopedia/) from
// an SVG of our own: seas, lands and the seven culture areas that the page
// makes clickable. The areas come from the contracts, so image and page agree.
// Run again after changing them: npx tsx scripts/make-encyclopedia-map.ts
import path from 'node:path';
import sharp from 'sharp';
import {
  CULTURES,
  WORLD_MAP,
  WORLD_MAP_AREAS,
  worldMapAreaPath as smooth,
} from '../packages/contracts/src/encyclopedia.ts';
import { PALETTES } from '../apps/server/src/areas/encyclopedia/seed/art.ts';

const { width: W, height: H } = WORLD_MAP;
type Point = readonly [number, number];

const LANDS: Point[][] = [
  // The far north
  [
    [90, 60],
    [250, 18],
    [470, 14],
    [640, 60],
    [650, 150],
    [540, 215],
    [330, 228],
    [150, 190],
    [70, 120],
  ],
  // The western continent
  [
    [150, 330],
    [300, 300],
    [420, 350],
    [450, 440],
    [390, 540],
    [330, 640],
    [290, 700],
    [250, 640],
    [230, 560],
    [160, 500],
    [120, 420],
  ],
  // The great continent, from the western coasts to the eastern steppes
  [
    [520, 230],
    [600, 160],
    [720, 150],
    [860, 190],
    [980, 170],
    [1100, 190],
    [1130, 280],
    [1100, 350],
    [1170, 420],
    [1160, 500],
    [1090, 600],
    [1040, 560],
    [990, 460],
    [940, 420],
    [880, 430],
    [820, 410],
    [760, 420],
    [720, 370],
    [650, 380],
    [560, 360],
    [520, 300],
  ],
  // The eastern islands
  [
    [1165, 135],
    [1245, 125],
    [1272, 200],
    [1250, 290],
    [1225, 360],
    [1160, 350],
    [1150, 280],
    [1175, 210],
  ],
];

const mountains = [
  [640, 315],
  [668, 322],
  [840, 240],
  [1000, 318],
  [1028, 310],
  [1085, 530],
  [250, 505],
  [278, 515],
  [250, 80],
  [470, 160],
]
  .map(
    ([x, y]) =>
      `<path d="M${x! - 14},${y! + 10} L${x},${y! - 12} L${x! + 14},${y! + 10}Z" fill="#c9b48a" stroke="#8a6d3b" stroke-width="2" stroke-linejoin="round"/>`,
  )
  .join('');

function compass(x: number, y: number): string {
  const r = 34;
  return (
    `<circle cx="${x}" cy="${y}" r="${r + 8}" fill="#f7f1e6" opacity="0.6" stroke="#8a6d3b" stroke-width="2"/>` +
    `<polygon points="${x},${y - r} ${x + 8},${y} ${x},${y + r} ${x - 8},${y}" fill="#8a6d3b"/>` +
    `<polygon points="${x - r},${y} ${x},${y - 8} ${x + r},${y} ${x},${y + 8}" fill="#c9b48a"/>`
  );
}

const areas = CULTURES.map((culture) => {
  const p = PALETTES[culture];
  const d = smooth(WORLD_MAP_AREAS[culture]);
  return `<path d="${d}" fill="${p.main}" fill-opacity="0.35" stroke="${p.main}" stroke-width="4" stroke-dasharray="12 7" stroke-linejoin="round"/>`;
}).join('');

const waves = Array.from({ length: 14 }, (_, i) => {
  const x = 40 + ((i * 373) % (W - 120));
  const y = 250 + ((i * 157) % (H - 280));
  return `<path d="M${x},${y} q12,-8 24,0 t24,0" fill="none" stroke="#5f9cb0" stroke-width="2" opacity="0.6"/>`;
}).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9dbe4"/><stop offset="1" stop-color="#8fc0cf"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sea)"/>${waves}
${LANDS.map((l) => `<path d="${smooth(l)}" fill="#8a6d3b" transform="translate(3,4)" opacity="0.35"/>`).join('')}
${LANDS.map((l) => `<path d="${smooth(l)}" fill="#eadcb3" stroke="#8a6d3b" stroke-width="3"/>`).join('')}
${mountains}${areas}${compass(W - 70, H - 70)}
<rect x="4" y="4" width="${W - 8}" height="${H - 8}" fill="none" stroke="#6b4423" stroke-width="8"/>
</svg>`;

const outDir = path.resolve('apps/web/public/img/encyclopedia');
const image = sharp(Buffer.from(svg));
await image
  .clone()
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(outDir, 'worldmap.png'));
await image.clone().webp({ quality: 85 }).toFile(path.join(outDir, 'worldmap.webp'));
console.log(`wrote the ${W}x${H} world map to ${outDir}`);
