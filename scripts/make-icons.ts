// Draws the site's icons from its mark (apps/web/public/favicon.svg): the
// favicon.ico browsers ask for by themselves, the apple-touch-icon.png of iOS
// home screens and the web app manifest's icons.
// Run again after changing the mark: npx tsx scripts/make-icons.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.join(import.meta.dirname, '..', 'apps', 'web', 'public');
const mark = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');

/** The mark on a full square: home screens round the corners themselves. */
const square = mark.replace('rx="9"', 'rx="0"');

/** The mark shrunk into the middle 80 %, the part a maskable icon always shows. */
const maskable = square.replace(
  /<svg([^>]*)>([\s\S]*)<\/svg>/,
  (_all, attributes: string, body: string) =>
    `<svg${attributes}><rect width="36" height="36" fill="#e8b04f"/>` +
    `<g transform="translate(3.6 3.6) scale(0.8)">${body}</g></svg>`,
);

function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 36) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding PNG images (every browser since 2007 reads them). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const icoSizes = [16, 32, 48];
const icoImages = await Promise.all(
  icoSizes.map(async (size) => ({ size, data: await png(mark, size) })),
);
const files: [string, Buffer][] = [
  ['favicon.ico', ico(icoImages)],
  ['apple-touch-icon.png', await png(square, 180)],
  ['icon-192.png', await png(mark, 192)],
  ['icon-512.png', await png(mark, 512)],
  ['icon-maskable-512.png', await png(maskable, 512)],
];
for (const [name, data] of files) {
  writeFileSync(path.join(PUBLIC, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
