import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, storageTestApp, type StorageTestApp } from '../../test/storage-app.ts';
import { AppError } from '../http/errors.ts';
import { deleteImage, storeImage, storePicture } from './images.ts';
import { readStored } from './storage.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } });

/** A JPEG carrying EXIF (with GPS) and sideways orientation, as phones write them. */
const phoneJpeg = () =>
  picture(1200, 900)
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Someone', Artist: 'A player' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe.each(BACKENDS)('images [%s]', (backend) => {
  let t: StorageTestApp;
  beforeAll(async () => {
    t = await storageTestApp(undefined, undefined, backend);
  });
  afterAll(() => t.close());

  const stored = () => t.stored('images');
  const tmp = () => t.list(t.app.storage.tmpDir);
  const refusal = async (input: Buffer | string) => {
    const before = await stored();
    const error = await storeImage(t.app.storage, input, 'picture').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(await stored()).toEqual(before);
    expect(tmp()).toEqual([]);
    const { statusCode, key, field } = error as AppError;
    return { statusCode, key, field };
  };

  it('stores PNG, JPEG, WebP and GIF with a WebP preview and a 32x32 thumbnail', async () => {
    const inputs: [Buffer, string][] = [
      [await picture(1600, 1000).png().toBuffer(), 'png'],
      [await picture(300, 200).jpeg().toBuffer(), 'jpeg'],
      [await picture(900, 900).webp().toBuffer(), 'webp'],
      [await picture(40, 30).gif().toBuffer(), 'gif'],
    ];
    for (const [input, format] of inputs) {
      const image = await storeImage(t.app.storage, input);
      expect(image.filename).toMatch(/^[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif)$/);
      const main = await sharp(
        (await readStored(t.app.storage, 'images', image.filename))!,
      ).metadata();
      expect([main.format, main.width, main.height]).toEqual([format, image.width, image.height]);
      const preview = await sharp(
        (await readStored(t.app.storage, 'images', image.previewname))!,
      ).metadata();
      expect(preview.format).toBe('webp');
      expect(Math.max(preview.width, preview.height)).toBe(Math.min(800, image.width));
      const thumb = await sharp(
        (await readStored(t.app.storage, 'images', image.thumbname))!,
      ).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 32, 32]);
    }
    expect(tmp()).toEqual([]);
  });

  it('takes a file path as well, and decides by content, not by name', async () => {
    const path = t.app.storage.tempPath();
    writeFileSync(path, await picture(50, 50).webp().toBuffer());
    const image = await storeImage(t.app.storage, path);
    expect(image.filename.endsWith('.webp')).toBe(true);
    await t.app.storage.removeTemp(path);
  });

  it('removes EXIF and GPS metadata, keeping the picture upright', async () => {
    const input = await phoneJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await storeImage(t.app.storage, input);
    expect([image.width, image.height]).toEqual([900, 1200]);
    for (const name of [image.filename, image.previewname, image.thumbname]) {
      const meta = await sharp((await readStored(t.app.storage, 'images', name))!).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(meta.xmp, name).toBeUndefined();
      expect(meta.orientation, name).toBeUndefined();
    }
    const bytes = (await readStored(t.app.storage, 'images', image.filename))!.toString('latin1');
    expect(bytes).not.toContain('Someone');
  });

  it('deletes the three files of an image', async () => {
    const image = await storeImage(t.app.storage, await picture(20, 20).png().toBuffer());
    await deleteImage(t.app.storage, image);
    for (const name of [image.filename, image.previewname, image.thumbname]) {
      expect(await stored()).not.toContain(name);
    }
    await deleteImage(t.app.storage, image);
  });

  it('refuses what is not a PNG, JPEG, WebP or GIF with 400 naming the field', async () => {
    const png = await picture(200, 200).png().toBuffer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>';
    const cases = [
      Buffer.from('hello, I am a text file named castle.png'),
      png.subarray(0, png.length - 40), // truncated
      Buffer.from(svg),
      await picture(10, 10).tiff().toBuffer(),
      Buffer.alloc(0),
    ];
    for (const input of cases) {
      expect(await refusal(input)).toEqual({
        statusCode: 400,
        key: 'INVALID_INPUT',
        field: 'picture',
      });
    }
  });

  it('refuses with 413 an image over 10 MB, and a small file of too many pixels', async () => {
    const big = Buffer.concat([await picture(10, 10).png().toBuffer(), Buffer.alloc(10 << 20)]);
    expect(await refusal(big)).toMatchObject({ statusCode: 413, key: 'PAYLOAD_TOO_LARGE' });
    const bomb = await picture(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1 << 20);
    const started = Date.now();
    expect(await refusal(bomb)).toMatchObject({ statusCode: 413, key: 'PAYLOAD_TOO_LARGE' });
    // Refused from the header alone: decoding 100 million pixels would take seconds.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('handles several images at once', async () => {
    const inputs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        picture(100 + i, 80)
          .jpeg()
          .toBuffer(),
      ),
    );
    const images = await Promise.all(inputs.map((input) => storeImage(t.app.storage, input)));
    expect(images.map((i) => i.width)).toEqual([100, 101, 102, 103, 104, 105]);
    expect(new Set(images.map((i) => i.filename)).size).toBe(6);
  });

  it('stores a picture as PNG and WebP under given names, replacing the earlier one', async () => {
    const names = { png: 'pict-a.png', webp: 'pict-a.webp' };
    const first = await storePicture(t.app.storage, await picture(16, 16).png().toBuffer(), names);
    expect(first).toEqual({ width: 16, height: 16 });
    const second = await storePicture(
      t.app.storage,
      await picture(40, 20).jpeg().toBuffer(),
      names,
    );
    expect(second).toEqual({ width: 40, height: 20 });
    const png = await sharp((await readStored(t.app.storage, 'images', names.png))!).metadata();
    const webp = await sharp((await readStored(t.app.storage, 'images', names.webp))!).metadata();
    expect([png.format, png.width, webp.format, webp.width]).toEqual(['png', 40, 'webp', 40]);
    expect(tmp()).toEqual([]);
    const error = await storePicture(
      t.app.storage,
      Buffer.from('not a picture'),
      names,
      'icon',
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, field: 'icon' });
    expect(tmp()).toEqual([]);
  });
});
