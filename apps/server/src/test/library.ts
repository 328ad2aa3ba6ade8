import { readdirSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { librarySearchText } from '@millenaire/contracts/library';
import type { TestContext } from './app.ts';
import { bearer } from './users.ts';
import { listNames } from '../platform/storage/storage.ts';

/** The library's tests start from the seeded categories and cultures, without demo content. */
export const LIBRARY_TEST_OPTIONS = { seed: true, env: { SEED_DEMO: 'false' } };

export const request = (
  t: TestContext,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

export const contentFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Harbour hamlet',
  version: '8.1.2',
  category: 1,
  culture: 1,
  description: '<p>A <strong>fishing</strong> village.</p>',
  ...overrides,
});

/** Creates a content as the given user and answers its id. */
export async function newContent(
  t: TestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await request(t, 'POST', '/api/library/contents/', token, contentFields(overrides));
  if (res.statusCode !== 200) throw new Error(`content not created: ${res.body}`);
  return (res.json() as { contentid: number }).contentid;
}

/**
 * Confirmed contents written straight into the database, one a minute apart
 * from `from`: past the API, so nothing announces them (cached answers stay
 * until told).
 */
export async function insertContents(
  t: TestContext,
  authorId: number,
  titles: string[],
  from = Date.now(),
): Promise<void> {
  const description = '<p>A building</p>';
  const rows = titles.map((title, i) => {
    const at = new Date(from + i * 60_000).toISOString();
    return {
      title,
      description,
      search_text: librarySearchText(title, description),
      version: '8.1.2',
      category_id: 1,
      culture_id: 1,
      author_id: authorId,
      confirmed: 1,
      created_at: at,
      modified_at: at,
    };
  });
  for (let start = 0; start < rows.length; start += 250) {
    await t.app.db
      .insertInto('library_contents')
      .values(rows.slice(start, start + 250))
      .execute();
  }
}

/** Confirms a content as an administrator would. */
export async function confirm(t: TestContext, id: number): Promise<void> {
  await t.app.db
    .updateTable('library_contents')
    .set({ confirmed: 1 })
    .where('id', '=', id)
    .execute();
}

/** Files left in the archive folder (on disk or in the bucket) and in this host's tmp/. */
export const filesOnDisk = async (t: TestContext) => ({
  files: await listNames(t.app.storage, 'files'),
  tmp: readdirSync(t.app.storage.tmpDir),
});
