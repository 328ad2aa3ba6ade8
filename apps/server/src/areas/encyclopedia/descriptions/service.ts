import {
  descriptionSubject,
  type DescriptionInput,
  type EntryHistory,
  type HistoryRecord,
  type SiteLanguage,
  type TravelBookData,
} from '@millenaire/contracts';
import type { Actor } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { lineDiff } from '../../../platform/text/history/diff.ts';
import {
  appendVersion,
  latestVersion,
  listVersionTexts,
  onTopOfLatest,
} from '../../../platform/text/history/store.ts';
import { sanitizeRichText } from '../../../platform/text/rich-text.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { findEntry } from '../entry-repository.ts';
import { listImageHistories } from '../image-history.ts';
import { listEntryImages, type EntryRef } from '../image-repository.ts';
import { checkEntryRef } from '../entry-ref.ts';
import { ensureCanEditEncyclopedia } from '../policy.ts';

async function findExistingEntry(deps: EncyclopediaDeps, ref: EntryRef, language: SiteLanguage) {
  checkEntryRef(ref);
  const entry = await findEntry(deps.db, { ...ref, language });
  if (!entry) throw notFound();
  return entry;
}

const subjectOf = (ref: EntryRef, language: SiteLanguage) =>
  descriptionSubject(ref.culture, ref.type, ref.itemkey, language);

/**
 * The editor writes a description as one line of HTML; a line-by-line diff
 * needs one block (paragraph, heading, list item...) per line.
 */
export function descriptionLines(html: string | null): string {
  if (html === null) return '';
  return html.replace(/(<\/(?:p|h[1-6]|li|ul|ol|blockquote|pre)>|<br\s*\/?>)(?!\n)/gi, '$1\n');
}

/** Sanitized HTML; a description with nothing left to show counts as removed. */
function cleanDescription(desc: string | null): string | null {
  if (desc === null) return null;
  const clean = sanitizeRichText(desc);
  const text = clean.replace(/<[^>]*>/g, '').trim();
  return text === '' ? null : clean;
}

/**
 * How often a save without `basedon` is made again after others landed first:
 * a try is lost only to another save, so this many saves sent at once all
 * land.
 */
const SAVE_ATTEMPTS = 50;

/**
 * Saves a new version of an entry's description in one language, sanitized.
 * Based on a record that is no longer the latest: 409 CONFLICT, nothing saved.
 */
export async function saveDescription(
  deps: EncyclopediaDeps,
  viewer: Actor | null,
  ref: EntryRef,
  language: SiteLanguage,
  input: DescriptionInput,
): Promise<{ id: number }> {
  ensureCanEditEncyclopedia(viewer);
  await findExistingEntry(deps, ref, language);
  const body = cleanDescription(input.desc);
  const subject = subjectOf(ref, language);
  const save = async (basedOn: number) =>
    appendVersion(deps.db, {
      subject,
      basedOn,
      body,
      authorId: viewer.id,
      createdAt: deps.clock.now(),
    });
  // A save without `basedon` (the spec's own client) goes on top of whatever
  // is newest: when another save lands in between, it is made again on top of
  // that one, so parallel saves line up on both databases instead of some of
  // them answering 409.
  const saved = await (input.basedon === undefined
    ? onTopOfLatest(SAVE_ATTEMPTS, async () =>
        save((await latestVersion(deps.db, subject))?.version ?? 0),
      )
    : save(input.basedon));
  deps.answers.clear();
  return { id: saved.version };
}

/**
 * An entry's editing page: its text, every version of its description
 * (newest first, each with its diff against the one before) and every image.
 */
export async function getHistory(
  deps: EncyclopediaDeps,
  ref: EntryRef,
  language: SiteLanguage,
): Promise<EntryHistory> {
  const [entry, versions, images, imagehistory] = await Promise.all([
    findExistingEntry(deps, ref, language),
    listVersionTexts(deps.db, subjectOf(ref, language)),
    listEntryImages(deps.db, ref),
    listImageHistories(deps.db, ref),
  ]);
  let previous = '';
  const history: HistoryRecord[] = versions.map((v) => {
    const lines = descriptionLines(v.body);
    const record = {
      id: v.version,
      desc: v.body,
      author: v.authorLogin,
      createdon: v.createdAt,
      diff: lineDiff(previous, lines),
    };
    previous = lines;
    return record;
  });
  return {
    title: entry.label,
    travelbookdata: JSON.parse(entry.data) as TravelBookData,
    history: history.reverse(),
    images,
    imagehistory,
  };
}
