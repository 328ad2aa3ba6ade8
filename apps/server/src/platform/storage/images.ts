import { stat } from 'node:fs/promises';
import type sharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { AppError } from '../http/errors.ts';
import { atFirstUse } from '../first-use.ts';
import { checkedName, generateName, type Storage } from './storage.ts';

type Imaging = typeof sharpModule;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
const PREVIEW_SIDE = 800;
const THUMB_SIDE = 32;

/** The three files of one stored image, all in storage's image folder. */
export interface StoredImage {
  filename: string;
  previewname: string;
  thumbname: string;
  /** Of the stored image, upright. */
  width: number;
  height: number;
}

type Format = 'png' | 'jpeg' | 'webp' | 'gif';
const EXTENSIONS: Record<Format, string> = {
  png: '.png',
  jpeg: '.jpg',
  webp: '.webp',
  gif: '.gif',
};
const isAccepted = (format: string | undefined): format is Format =>
  format !== undefined && format in EXTENSIONS;

/**
 * sharp (libvips), loaded at the first image (13 MB a site between uploads
 * does not hold). One libvips thread per image: several uploads then share the
 * cores instead of one image taking them all, and no decoded pixels are kept
 * in a cache.
 */
const imaging = atFirstUse(() =>
  import('sharp').then(({ default: sharp }: { default: Imaging }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }),
);

/** An SVG drawing as PNG bytes (the demo data's pictures). */
export async function svgToPng(svg: Buffer): Promise<Buffer> {
  const sharp = await imaging();
  return sharp(svg).png().toBuffer();
}

/** At most this many images are decoded at once, bounding memory (40 MP is 160 MB decoded). */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE');

async function byteSize(input: string | Buffer): Promise<number> {
  return typeof input === 'string' ? (await stat(input)).size : input.length;
}

async function readMetadata(input: string | Buffer) {
  const sharp = await imaging();
  try {
    // No pixel limit here: the header of a huge image must be read to refuse it as too large.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}

/** Reads only the header: the format by content and the dimensions, before any pixel is decoded. */
async function checkHeader(input: string | Buffer, field: string): Promise<Format> {
  if ((await byteSize(input)) > MAX_IMAGE_BYTES) throw tooLarge();
  const meta = await readMetadata(input);
  if (!meta || !isAccepted(meta.format)) throw new AppError(400, 'INVALID_INPUT', field);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw tooLarge();
  return meta.format;
}

/**
 * Re-encoded in its own format family, without any metadata (sharp keeps
 * none unless asked). A GIF keeps its first frame only: the site shows
 * pictures of creations, and one frame is a fraction of the decoding cost.
 */
function encode(image: Sharp, format: Format): Sharp {
  switch (format) {
    case 'png':
      return image.png();
    case 'jpeg':
      return image.jpeg({ quality: 90 });
    case 'webp':
      return image.webp({ quality: 90 });
    case 'gif':
      return image.gif();
  }
}

interface Outputs {
  stored: string;
  preview: string;
  thumb: string;
}

async function writeAll(input: string | Buffer, format: Format, temps: Outputs) {
  const sharp = await imaging();
  const source = sharp(input, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
    animated: false,
  }).autoOrient();
  const [stored] = await Promise.all([
    encode(source.clone(), format).toFile(temps.stored),
    source
      .clone()
      .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(temps.preview),
    source.clone().resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' }).webp().toFile(temps.thumb),
  ]);
  return stored;
}

function decodeError(err: unknown, field: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof Error && /pixel limit/i.test(err.message)) return tooLarge();
  return new AppError(400, 'INVALID_INPUT', field);
}

async function removeTemps(storage: Storage, temps: string[]): Promise<void> {
  await Promise.all(temps.map((temp) => storage.removeTemp(temp)));
}

async function removeImages(storage: Storage, names: string[]): Promise<void> {
  await Promise.all(names.map((name) => storage.remove('images', name)));
}

/**
 * Checks that `input` (a file path or bytes) is a PNG, JPEG, WebP or GIF by
 * its content, at most 10 MB and 40 megapixels, then writes the stored image,
 * an 800 px WebP preview and a 32x32 WebP thumbnail under fresh random names.
 * Anything else answers 400 INVALID_INPUT (naming `field`) or 413
 * PAYLOAD_TOO_LARGE, and leaves nothing on disk.
 */
export async function storeImage(
  storage: Storage,
  input: string | Buffer,
  field = 'image',
): Promise<StoredImage> {
  const format = await checkHeader(input, field);
  const base = generateName();
  const names = {
    stored: base + EXTENSIONS[format],
    preview: `${base}_preview.webp`,
    thumb: `${base}_thumb.webp`,
  };
  const temps = {
    stored: storage.tempPath(),
    preview: storage.tempPath(),
    thumb: storage.tempPath(),
  };
  try {
    const info = await inSlot(() => writeAll(input, format, temps));
    await storage.moveIntoPlace(temps.stored, 'images', names.stored);
    await storage.moveIntoPlace(temps.preview, 'images', names.preview);
    await storage.moveIntoPlace(temps.thumb, 'images', names.thumb);
    return { ...toStored(names), width: info.width, height: info.height };
  } catch (err) {
    await removeTemps(storage, Object.values(temps));
    await removeImages(storage, Object.values(names));
    throw decodeError(err, field);
  }
}

const toStored = (names: Outputs) => ({
  filename: names.stored,
  previewname: names.preview,
  thumbname: names.thumb,
});

/** Removes the three files of a stored image; missing ones are no error. */
export async function deleteImage(
  storage: Storage,
  image: Omit<StoredImage, 'width' | 'height'>,
): Promise<void> {
  await removeImages(storage, [image.filename, image.previewname, image.thumbname]);
}

/** A picture stored under names of its own choosing, as PNG and WebP. */
export interface StoredPicture {
  width: number;
  height: number;
}

/**
 * Checks `input` as storeImage does, then writes it under the given names as
 * a PNG and a lossless WebP (for browsers that take it), without metadata,
 * replacing any earlier picture of those names at once. For pictures whose
 * names follow from a key (the mod's icons and villager pictures), where a
 * later import replaces the picture in place.
 */
export async function storePicture(
  storage: Storage,
  input: string | Buffer,
  names: { png: string; webp: string },
  field = 'image',
): Promise<StoredPicture> {
  checkedName('images', names.png);
  checkedName('images', names.webp);
  await checkHeader(input, field);
  const temps = { png: storage.tempPath(), webp: storage.tempPath() };
  try {
    const sharp = await imaging();
    const info = await inSlot(async () => {
      const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
      const [png] = await Promise.all([
        source.clone().autoOrient().png().toFile(temps.png),
        source.clone().autoOrient().webp({ lossless: true }).toFile(temps.webp),
      ]);
      return png;
    });
    await storage.moveIntoPlace(temps.png, 'images', names.png);
    await storage.moveIntoPlace(temps.webp, 'images', names.webp);
    return { width: info.width, height: info.height };
  } catch (err) {
    await removeTemps(storage, Object.values(temps));
    throw decodeError(err, field);
  }
}
