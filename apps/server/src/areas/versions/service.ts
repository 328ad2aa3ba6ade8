import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SiteLanguage, VersionAdmin, versionPayloadSchema } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { VersionsDeps } from './deps.ts';
import type { Actor } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { ensureCanManageReleases } from './policy.ts';
import * as repo from './repository.ts';

type VersionPayload = z.output<typeof versionPayloadSchema>;

const flatten = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

function toRow(input: VersionPayload): repo.NewVersion {
  return {
    version: input.version,
    mcversion: input.mcversion,
    url: input.url,
    serverurl: input.serverurl,
    devversion: input.devversion === '1' ? 1 : 0,
    released_at: input.date,
    title_en: input.title_en,
    title_fr: input.title_fr,
    description_en: input.description_en,
    description_fr: input.description_fr,
  };
}

function toAdmin(row: Awaited<ReturnType<typeof repo.listVersionRows>>[number]): VersionAdmin {
  return {
    id: row.id,
    version: row.version,
    mcversion: row.mcversion,
    url: row.url,
    serverurl: row.serverurl,
    devversion: row.devversion ? '1' : '0',
    date: row.released_at,
    title_en: row.title_en,
    title_fr: row.title_fr,
    description_en: row.description_en,
    description_fr: row.description_fr,
    current: row.is_current ? '1' : '0',
  };
}

/** Runs a change of the releases, then drops every cached answer. */
async function write<T>(
  { db, answers }: VersionsDeps,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(work);
  answers.clear();
  return result;
}

export function getCurrentVersion({ db, answers }: VersionsDeps, language: SiteLanguage) {
  return answers.current.fetch(language, async () => {
    const latest = await repo.findLatestRelease(db, language);
    if (!latest) throw notFound();
    const { version, url, date, description } = latest;
    return { version, url, date, description };
  });
}

export function getVersionHistory({ db, answers }: VersionsDeps, language: SiteLanguage) {
  return answers.history.fetch(language, () => repo.listVersions(db, language));
}

/**
 * The mod's version check file (/lastversion/<mcversion>[-dev].txt): the
 * latest version, then its English and French notes, one line each.
 */
export function getVersionCheckFile(
  { db, answers }: VersionsDeps,
  mcversion: string,
  withDev: boolean,
) {
  return answers.checkFiles.fetch(`${mcversion}:${withDev}`, async () => {
    const latest = await repo.findLatestForGame(db, mcversion, withDev);
    if (!latest) throw notFound();
    return [latest.version, flatten(latest.description_en), flatten(latest.description_fr)]
      .join('\n')
      .concat('\n');
  });
}

export async function listReleases(
  { db }: VersionsDeps,
  viewer: Actor | null,
): Promise<VersionAdmin[]> {
  ensureCanManageReleases(viewer);
  return (await repo.listVersionRows(db)).map(toAdmin);
}

export async function createRelease(
  deps: VersionsDeps,
  viewer: Actor | null,
  input: VersionPayload,
): Promise<VersionAdmin> {
  ensureCanManageReleases(viewer);
  return write(deps, async (trx) => {
    const id = await repo.insertVersion(trx, toRow(input));
    if (input.current === '1') await repo.markCurrent(trx, id);
    return toAdmin((await repo.findVersionRow(trx, id))!);
  });
}

export async function updateRelease(
  deps: VersionsDeps,
  viewer: Actor | null,
  id: number,
  input: VersionPayload,
): Promise<VersionAdmin> {
  ensureCanManageReleases(viewer);
  return write(deps, async (trx) => {
    if (!(await repo.updateVersion(trx, id, toRow(input)))) throw notFound();
    if (input.current === '1') await repo.markCurrent(trx, id);
    return toAdmin((await repo.findVersionRow(trx, id))!);
  });
}

export async function deleteRelease(
  deps: VersionsDeps,
  viewer: Actor | null,
  id: number,
): Promise<void> {
  ensureCanManageReleases(viewer);
  await write(deps, async (trx) => {
    if (!(await repo.deleteVersion(trx, id))) throw notFound();
  });
}
