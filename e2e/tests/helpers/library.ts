import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './accounts.ts';

/** A real zip archive (stored, one file), as a player would upload. */
export function zipArchive(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A real PNG picture from the site's own files. */
export function pngPicture(): Buffer {
  return readFileSync(new URL('../../../apps/web/public/img/lang/fr.png', import.meta.url));
}

interface NewContent {
  title: string;
  version?: string;
  category?: number;
  culture?: number;
  description?: string;
}

/** Creates and confirms contents through the API as the administrator; returns their ids. */
export async function seedContents(
  request: APIRequestContext,
  contents: NewContent[],
): Promise<number[]> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const ids: number[] = [];
  for (const content of contents) {
    const fields = {
      title: content.title,
      version: content.version ?? '1.0',
      category: content.category ?? 7,
      culture: content.culture ?? 9,
      description: content.description ?? `<p>${content.title} for the tests.</p>`,
    };
    const created = await request.post('/api/library/contents/', { data: fields, headers });
    expect(created.ok()).toBe(true);
    const { contentid } = (await created.json()) as { contentid: number };
    const confirmed = await request.post(`/api/library/contents/${contentid}`, {
      data: { ...fields, confirmed: '1' },
      headers,
    });
    expect(confirmed.ok()).toBe(true);
    ids.push(contentid);
  }
  return ids;
}
