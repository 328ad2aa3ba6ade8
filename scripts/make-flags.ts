// Draws the language flags served at /img/lang/{lang}.png from small SVGs.
// Run again after adding a language: npx tsx scripts/make-flags.ts
import path from 'node:path';
import sharp from 'sharp';

const W = 48;
const H = 32;

const hStripes = (...colours: string[]) =>
  colours
    .map((c, i) => {
      const h = H / colours.length;
      return `<rect y="${i * h}" width="${W}" height="${h}" fill="${c}"/>`;
    })
    .join('');
const vStripes = (...colours: string[]) =>
  colours
    .map((c, i) => {
      const w = W / colours.length;
      return `<rect x="${i * w}" width="${w}" height="${H}" fill="${c}"/>`;
    })
    .join('');
const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

/** A Scandinavian cross: upright a third from the hoist, with an optional inner cross. */
const nordic = (field: string, cross: string, inner?: string) => {
  const x = (W * 3) / 8;
  const arms = (colour: string, width: number) =>
    `<path d="M${x},0V${H}M0,${H / 2}H${W}" stroke="${colour}" stroke-width="${width}"/>`;
  return `<rect width="${W}" height="${H}" fill="${field}"/>${arms(cross, 7)}${inner ? arms(inner, 3.5) : ''}`;
};

// Keyed by the mod's language codes (lower case, as the language files name them).
const flags: Record<string, string> = {
  en:
    `<rect width="${W}" height="${H}" fill="#012169"/>` +
    `<path d="M0,0L${W},${H}M${W},0L0,${H}" stroke="#fff" stroke-width="6"/>` +
    `<path d="M0,0L${W},${H}M${W},0L0,${H}" stroke="#C8102E" stroke-width="2"/>` +
    `<path d="M${W / 2},0V${H}M0,${H / 2}H${W}" stroke="#fff" stroke-width="10"/>` +
    `<path d="M${W / 2},0V${H}M0,${H / 2}H${W}" stroke="#C8102E" stroke-width="6"/>`,
  fr: vStripes('#0055A4', '#FFFFFF', '#EF4135'),
  de: hStripes('#000000', '#DD0000', '#FFCE00'),
  es: `${hStripes('#AA151B', '#F1BF00', '#F1BF00', '#AA151B')}`,
  it: vStripes('#009246', '#FFFFFF', '#CE2B37'),
  pl: hStripes('#FFFFFF', '#DC143C'),
  ru: hStripes('#FFFFFF', '#0039A6', '#D52B1E'),
  nl: hStripes('#AE1C28', '#FFFFFF', '#21468B'),
  cs: `${hStripes('#FFFFFF', '#D7141A')}<polygon points="0,0 ${W / 2},${H / 2} 0,${H}" fill="#11457E"/>`,
  pt_br:
    `<rect width="${W}" height="${H}" fill="#009C3B"/>` +
    `<polygon points="${W / 2},3 ${W - 4},${H / 2} ${W / 2},${H - 3} 4,${H / 2}" fill="#FFDF00"/>` +
    `<circle cx="${W / 2}" cy="${H / 2}" r="7" fill="#002776"/>`,
  zh_cn: `<rect width="${W}" height="${H}" fill="#DE2910"/>${star(9, 9, 6, '#FFDE00')}`,
  ja: `<rect width="${W}" height="${H}" fill="#FFFFFF"/><circle cx="${W / 2}" cy="${H / 2}" r="9.6" fill="#BC002D"/>`,
  ko:
    `<rect width="${W}" height="${H}" fill="#FFFFFF"/>` +
    `<circle cx="${W / 2}" cy="${H / 2}" r="8" fill="#003478"/>` +
    `<path d="M${W / 2 - 8},${H / 2} a8,8 0 0 1 16,0 a4,4 0 0 1 -8,0 a4,4 0 0 0 -8,0z" fill="#C60C30"/>`,
  ar:
    `<rect width="${W}" height="${H}" fill="#006C35"/>` +
    `<rect x="12" y="12" width="24" height="3" rx="1" fill="#FFFFFF"/>` +
    `<rect x="12" y="20" width="24" height="1.5" fill="#FFFFFF"/>`,
  dk: nordic('#C8102E', '#FFFFFF'),
  et: hStripes('#0072CE', '#000000', '#FFFFFF'),
  hu: hStripes('#CE2939', '#FFFFFF', '#477050'),
  no: nordic('#BA0C2F', '#FFFFFF', '#00205B'),
  pt:
    `<rect width="${W}" height="${H}" fill="#DA291C"/>` +
    `<rect width="${(W * 2) / 5}" height="${H}" fill="#046A38"/>` +
    `<circle cx="${(W * 2) / 5}" cy="${H / 2}" r="7" fill="#FFE900"/>` +
    `<circle cx="${(W * 2) / 5}" cy="${H / 2}" r="4" fill="#DA291C"/>`,
  sl:
    hStripes('#FFFFFF', '#0000FF', '#FF0000') +
    `<path d="M10,6H20V15Q20,21 15,23Q10,21 10,15Z" fill="#0000FF" stroke="#FF0000" stroke-width="1"/>`,
  sv: nordic('#006AA7', '#FECC02'),
  th: hStripes('#A51931', '#F4F5F8', '#2D2A4A', '#2D2A4A', '#F4F5F8', '#A51931'),
  uk: hStripes('#0057B7', '#FFD700'),
  zh_tw:
    `<rect width="${W}" height="${H}" fill="#FE0000"/>` +
    `<rect width="${W / 2}" height="${H / 2}" fill="#000095"/>` +
    `<circle cx="${W / 4}" cy="${H / 4}" r="4.5" fill="#FFFFFF"/>`,
};

const outDir = path.resolve('apps/web/public/img/lang');
for (const [lang, body] of Object.entries(flags)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}<rect width="${W}" height="${H}" fill="none" stroke="#00000033"/></svg>`;
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, `${lang}.png`));
}
console.log(`wrote ${Object.keys(flags).length} flags to ${outDir}`);
