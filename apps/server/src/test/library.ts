import { readdirSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app.ts';
import { bearer } from './users.ts';

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

/** Confirms a content as an administrator would. */
export async function confirm(t: TestContext, id: number): Promise<void> {
  await t.app.db
    .updateTable('library_contents')
    .set({ confirmed: 1 })
    .where('id', '=', id)
    .execute();
}

/** Files left in the archive and temporary folders. */
export const filesOnDisk = (t: TestContext) => ({
  files: readdirSync(t.app.storage.fileDir),
  tmp: readdirSync(t.app.storage.tmpDir),
});
