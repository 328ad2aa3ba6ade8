import type { Culture } from '@millenaire/contracts';

// Demo pictures drawn for this site as small SVGs (rasterised by the seed):
// flat shapes in each culture's colours, the same look for every picture.

export interface Palette {
  main: string;
  dark: string;
  light: string;
  skin: string;
}

export const PALETTES: Record<Culture, Palette> = {
  norman: { main: '#3f7d3a', dark: '#6b4423', light: '#e9d9a6', skin: '#f0c8a0' },
  indian: { main: '#d9661f', dark: '#7c2d12', light: '#f6c945', skin: '#b97a4f' },
  japanese: { main: '#b92c2c', dark: '#27303f', light: '#f4efe6', skin: '#f1cfa6' },
  mayan: { main: '#1f8a5b', dark: '#7a4a12', light: '#e3b341', skin: '#a86b45' },
  byzantines: { main: '#6a3fb5', dark: '#243a80', light: '#e6be4a', skin: '#e8bd96' },
  inuits: { main: '#1c7f95', dark: '#4d4640', light: '#e6f3f8', skin: '#c98f63' },
  seljuk: { main: '#1f6fb8', dark: '#8a3a12', light: '#e8b04f', skin: '#d7a27a' },
};

export type BuildingStyle = 'pitched' | 'flat' | 'pagoda' | 'pyramid' | 'dome' | 'igloo' | 'tent';
export type GoodShape = 'bottle' | 'sack' | 'cloth' | 'pot' | 'blade' | 'fish' | 'fur' | 'leaf';
export type Headwear = 'cap' | 'turban' | 'kasa' | 'feather' | 'crown' | 'hood' | 'fez';

const ROOF: Record<Culture, BuildingStyle> = {
  norman: 'pitched',
  indian: 'flat',
  japanese: 'pagoda',
  mayan: 'pyramid',
  byzantines: 'dome',
  inuits: 'igloo',
  seljuk: 'dome',
};

export const HEADWEAR: Record<Culture, Headwear> = {
  norman: 'cap',
  indian: 'turban',
  japanese: 'kasa',
  mayan: 'feather',
  byzantines: 'crown',
  inuits: 'hood',
  seljuk: 'fez',
};

const svg = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

const OUTLINE = 'stroke="#2b1f15" stroke-width="2.5" stroke-linejoin="round"';

/** A building in a culture's style, its base centred on (x, y), `s` wide. */
function building(style: BuildingStyle, x: number, y: number, s: number, p: Palette): string {
  const h = s * 0.55;
  const wall = `<rect x="${x - s / 2}" y="${y - h}" width="${s}" height="${h}" fill="${p.light}" ${OUTLINE}/>`;
  const door = `<rect x="${x - s * 0.1}" y="${y - h * 0.55}" width="${s * 0.2}" height="${h * 0.55}" fill="${p.dark}"/>`;
  switch (style) {
    case 'pitched':
      return `${wall}<polygon points="${x - s * 0.6},${y - h} ${x},${y - h - s * 0.45} ${x + s * 0.6},${y - h}" fill="${p.dark}" ${OUTLINE}/>${door}`;
    case 'flat':
      return `${wall}<rect x="${x - s * 0.58}" y="${y - h - s * 0.1}" width="${s * 1.16}" height="${s * 0.12}" fill="${p.main}" ${OUTLINE}/>${door}`;
    case 'pagoda':
      return `${wall}<path d="M${x - s * 0.72},${y - h} Q${x},${y - h - s * 0.18} ${x + s * 0.72},${y - h} L${x + s * 0.4},${y - h - s * 0.3} L${x - s * 0.4},${y - h - s * 0.3}Z" fill="${p.main}" ${OUTLINE}/>${door}`;
    case 'pyramid':
      return `<polygon points="${x - s * 0.6},${y} ${x - s * 0.3},${y - s * 0.75} ${x + s * 0.3},${y - s * 0.75} ${x + s * 0.6},${y}" fill="${p.light}" ${OUTLINE}/><rect x="${x - s * 0.15}" y="${y - s * 0.95}" width="${s * 0.3}" height="${s * 0.2}" fill="${p.main}" ${OUTLINE}/><line x1="${x - s * 0.45}" y1="${y - s * 0.37}" x2="${x + s * 0.45}" y2="${y - s * 0.37}" stroke="#2b1f15" stroke-width="2"/>`;
    case 'dome':
      return `${wall}<path d="M${x - s * 0.42},${y - h} A${s * 0.42},${s * 0.42} 0 0 1 ${x + s * 0.42},${y - h}Z" fill="${p.main}" ${OUTLINE}/>${door}`;
    case 'igloo':
      return `<path d="M${x - s / 2},${y} A${s / 2},${s / 2} 0 0 1 ${x + s / 2},${y}Z" fill="${p.light}" ${OUTLINE}/><path d="M${x - s * 0.12},${y} A${s * 0.12},${s * 0.14} 0 0 1 ${x + s * 0.12},${y}Z" fill="${p.dark}"/>`;
    case 'tent':
      return `<polygon points="${x - s / 2},${y} ${x},${y - s * 0.8} ${x + s / 2},${y}" fill="${p.light}" ${OUTLINE}/><polygon points="${x - s * 0.1},${y} ${x},${y - s * 0.35} ${x + s * 0.1},${y}" fill="${p.dark}"/>`;
  }
}

function hat(kind: Headwear, cx: number, top: number, r: number, p: Palette): string {
  switch (kind) {
    case 'cap':
      return `<path d="M${cx - r},${top + r * 0.7} Q${cx},${top - r * 0.5} ${cx + r},${top + r * 0.7}Z" fill="${p.main}" ${OUTLINE}/>`;
    case 'turban':
      return `<ellipse cx="${cx}" cy="${top + r * 0.35}" rx="${r * 1.05}" ry="${r * 0.6}" fill="${p.light}" ${OUTLINE}/><circle cx="${cx}" cy="${top + r * 0.3}" r="${r * 0.18}" fill="${p.main}"/>`;
    case 'kasa':
      return `<polygon points="${cx - r * 1.6},${top + r * 0.55} ${cx},${top - r * 0.55} ${cx + r * 1.6},${top + r * 0.55}" fill="${p.light}" ${OUTLINE}/>`;
    case 'feather':
      return `<path d="M${cx},${top + r * 0.3} C${cx + r * 0.2},${top - r * 1.2} ${cx + r * 1.1},${top - r * 1.2} ${cx + r * 0.9},${top - r * 0.2}Z" fill="${p.main}" ${OUTLINE}/><rect x="${cx - r}" y="${top + r * 0.2}" width="${r * 2}" height="${r * 0.35}" fill="${p.light}" ${OUTLINE}/>`;
    case 'crown':
      return `<polygon points="${cx - r * 0.8},${top + r * 0.5} ${cx - r * 0.8},${top - r * 0.2} ${cx - r * 0.3},${top + r * 0.15} ${cx},${top - r * 0.4} ${cx + r * 0.3},${top + r * 0.15} ${cx + r * 0.8},${top - r * 0.2} ${cx + r * 0.8},${top + r * 0.5}" fill="${p.light}" ${OUTLINE}/>`;
    case 'hood':
      return `<path d="M${cx - r * 1.35},${top + r * 1.9} C${cx - r * 1.5},${top - r * 0.9} ${cx + r * 1.5},${top - r * 0.9} ${cx + r * 1.35},${top + r * 1.9} L${cx + r},${top + r * 1.6} C${cx + r},${top - r * 0.1} ${cx - r},${top - r * 0.1} ${cx - r},${top + r * 1.6}Z" fill="${p.light}" ${OUTLINE}/>`;
    case 'fez':
      return `<polygon points="${cx - r * 0.65},${top + r * 0.45} ${cx - r * 0.45},${top - r * 0.7} ${cx + r * 0.45},${top - r * 0.7} ${cx + r * 0.65},${top + r * 0.45}" fill="${p.main}" ${OUTLINE}/>`;
  }
}

/** Tunic colours, one per villager of a culture, so neighbours look different. */
const TUNICS = ['main', 'dark', 'light'] as const;

function figure(culture: Culture, variant: number, w: number, h: number): string {
  const p = PALETTES[culture];
  const cx = w / 2;
  const r = w * 0.16;
  const headY = h * 0.22;
  const tunic = p[TUNICS[variant % TUNICS.length]!];
  const bodyTop = headY + r * 1.1;
  const bodyBottom = h * 0.78;
  return [
    `<rect x="${cx - w * 0.17}" y="${bodyBottom - 4}" width="${w * 0.12}" height="${h * 0.2}" fill="${p.dark}" ${OUTLINE}/>`,
    `<rect x="${cx + w * 0.05}" y="${bodyBottom - 4}" width="${w * 0.12}" height="${h * 0.2}" fill="${p.dark}" ${OUTLINE}/>`,
    `<path d="M${cx - w * 0.26},${bodyBottom} L${cx - w * 0.2},${bodyTop} Q${cx},${bodyTop - r * 0.4} ${cx + w * 0.2},${bodyTop} L${cx + w * 0.26},${bodyBottom}Z" fill="${tunic}" ${OUTLINE}/>`,
    `<rect x="${cx - w * 0.36}" y="${bodyTop + 6}" width="${w * 0.11}" height="${h * 0.3}" rx="${w * 0.05}" fill="${tunic}" ${OUTLINE}/>`,
    `<rect x="${cx + w * 0.25}" y="${bodyTop + 6}" width="${w * 0.11}" height="${h * 0.3}" rx="${w * 0.05}" fill="${tunic}" ${OUTLINE}/>`,
    `<rect x="${cx - w * 0.2}" y="${h * 0.55}" width="${w * 0.4}" height="${h * 0.04}" fill="${p.light === tunic ? p.main : p.light}"/>`,
    `<circle cx="${cx}" cy="${headY}" r="${r}" fill="${p.skin}" ${OUTLINE}/>`,
    `<circle cx="${cx - r * 0.35}" cy="${headY}" r="${r * 0.1}" fill="#2b1f15"/>`,
    `<circle cx="${cx + r * 0.35}" cy="${headY}" r="${r * 0.1}" fill="#2b1f15"/>`,
    hat(HEADWEAR[culture], cx, headY - r, r, p),
  ].join('');
}

/** A villager's full-length picture, 160 x 280. */
export function villagerPicture(culture: Culture, variant: number): Buffer {
  const p = PALETTES[culture];
  const back = `<rect width="160" height="280" rx="18" fill="${p.light}" opacity="0.45"/><ellipse cx="80" cy="268" rx="58" ry="8" fill="#2b1f15" opacity="0.18"/>`;
  return svg(160, 280, back + figure(culture, variant, 160, 280));
}

function frame(p: Palette, body: string): Buffer {
  return svg(
    64,
    64,
    `<rect x="2" y="2" width="60" height="60" rx="12" fill="${p.light}" stroke="${p.main}" stroke-width="3"/>${body}`,
  );
}

/** A culture's emblem: a banner in its colours with its roof shape. */
export function cultureIcon(culture: Culture): Buffer {
  const p = PALETTES[culture];
  return svg(
    64,
    64,
    `<path d="M10,4 H54 V50 L32,61 L10,50Z" fill="${p.main}" ${OUTLINE}/>${building(ROOF[culture], 32, 44, 26, p)}`,
  );
}

export function villageIcon(culture: Culture): Buffer {
  const p = PALETTES[culture];
  const style = ROOF[culture];
  return frame(
    p,
    `<rect x="6" y="48" width="52" height="8" fill="${p.main}" opacity="0.5"/>${building(style, 20, 50, 16, p)}${building(style, 44, 50, 16, p)}${building(style, 32, 54, 20, p)}`,
  );
}

export function villagerIcon(culture: Culture, variant: number): Buffer {
  const p = PALETTES[culture];
  return frame(
    p,
    `<g transform="translate(8,6) scale(0.3)">${figure(culture, variant, 160, 280)}</g>`,
  );
}

export function buildingIcon(culture: Culture, style: BuildingStyle = ROOF[culture]): Buffer {
  const p = PALETTES[culture];
  return frame(p, building(style, 32, 54, 34, p));
}

function good(shape: GoodShape, p: Palette): string {
  switch (shape) {
    case 'bottle':
      return `<path d="M27,12 H37 V22 Q46,28 46,38 V54 H18 V38 Q18,28 27,22Z" fill="${p.main}" ${OUTLINE}/><rect x="22" y="36" width="20" height="10" fill="${p.light}"/>`;
    case 'sack':
      return `<path d="M24,16 L40,16 L36,24 Q52,34 48,52 H16 Q12,34 28,24Z" fill="${p.light}" ${OUTLINE}/><line x1="26" y1="22" x2="38" y2="22" stroke="${p.dark}" stroke-width="3"/>`;
    case 'cloth':
      return `<rect x="12" y="20" width="40" height="28" rx="6" fill="${p.main}" ${OUTLINE}/><path d="M12,28 H52 M12,38 H52" stroke="${p.light}" stroke-width="3"/>`;
    case 'pot':
      return `<path d="M16,24 H48 Q50,52 32,54 Q14,52 16,24Z" fill="${p.dark}" ${OUTLINE}/><rect x="13" y="19" width="38" height="6" rx="3" fill="${p.light}" ${OUTLINE}/>`;
    case 'blade':
      return `<polygon points="32,8 40,40 32,46 24,40" fill="#3a3a48" ${OUTLINE}/><rect x="28" y="44" width="8" height="14" fill="${p.dark}" ${OUTLINE}/>`;
    case 'fish':
      return `<path d="M12,32 Q28,16 44,32 Q28,48 12,32Z" fill="${p.main}" ${OUTLINE}/><polygon points="44,32 54,22 54,42" fill="${p.main}" ${OUTLINE}/><circle cx="20" cy="30" r="2" fill="#2b1f15"/>`;
    case 'fur':
      return `<path d="M14,18 Q32,10 50,18 L46,50 Q32,56 18,50Z" fill="${p.dark}" ${OUTLINE}/><path d="M22,26 Q32,22 42,26" stroke="${p.light}" stroke-width="2" fill="none"/>`;
    case 'leaf':
      return `<path d="M14,50 Q14,16 50,12 Q48,48 14,50Z" fill="${p.main}" ${OUTLINE}/><path d="M16,48 Q30,30 46,16" stroke="${p.light}" stroke-width="2" fill="none"/>`;
  }
}

export function tradegoodIcon(culture: Culture, shape: GoodShape): Buffer {
  return frame(PALETTES[culture], good(shape, PALETTES[culture]));
}

/** A landscape of a culture's village, 800 x 450, by day or at dusk. */
export function landscape(culture: Culture, dusk: boolean): Buffer {
  const p = PALETTES[culture];
  const sky = dusk ? ['#f3a65a', '#6d4a7a'] : ['#bfe3f5', '#7cc0e6'];
  const ground = culture === 'inuits' ? '#eef6fa' : dusk ? '#4f6b3a' : '#86b35a';
  const style = ROOF[culture];
  const houses = [
    [150, 360, 120],
    [330, 380, 150],
    [520, 350, 110],
    [660, 385, 140],
  ]
    .map(([x, y, s]) => building(style, x!, y!, s!, p))
    .join('');
  const sun = dusk
    ? `<circle cx="620" cy="170" r="46" fill="#ffd27a" opacity="0.9"/>`
    : `<circle cx="680" cy="90" r="38" fill="#fff6c8"/>`;
  return svg(
    800,
    450,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[0]}"/></linearGradient></defs>` +
      `<rect width="800" height="450" fill="url(#sky)"/>${sun}` +
      `<path d="M0,300 Q200,220 400,290 T800,270 V450 H0Z" fill="${p.main}" opacity="0.55"/>` +
      `<path d="M0,340 Q260,300 520,340 T800,330 V450 H0Z" fill="${ground}"/>${houses}` +
      `<path d="M0,420 Q400,395 800,420 V450 H0Z" fill="${p.dark}" opacity="0.35"/>`,
  );
}
