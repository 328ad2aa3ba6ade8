import { createHmac, timingSafeEqual } from 'node:crypto';
import { SITE_LANGUAGES, type SiteLanguage } from '@millenaire/contracts/common';
import type { NoticeKind } from '@millenaire/contracts/notifications';
import { MAIL_JOB, type Mail } from '../../platform/mail.ts';
import type { DescribedSubject } from '../../platform/cache/writes.ts';
import type { NotificationsDeps } from './deps.ts';
import * as digests from './digest-repository.ts';
import * as repo from './repository.ts';
import { describeSubjects } from './service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** At most one digest a day per member. */
export const DIGEST_EVERY_MS = DAY;
/** A notification waits this long before it is mailed, so a busy hour makes one digest. */
export const DIGEST_SETTLE_MS = HOUR;
/** Read notifications are forgotten after this. */
export const KEEP_READ_MS = 90 * DAY;
/** Digests one sweep sends at most; the next sweep sends the rest. */
const DIGESTS_PER_SWEEP = 200;

/** The key of an account's unsubscribe link: its id signed with the site's key. */
export function unsubscribeKey(secret: string, accountId: number): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${accountId}`)
    .digest('base64url')
    .slice(0, 32);
}

export function validUnsubscribeKey(secret: string, accountId: number, key: string): boolean {
  const expected = Buffer.from(unsubscribeKey(secret, accountId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The unsubscribe link's address: the page that takes it (no login needed). */
export function unsubscribeLinks(deps: NotificationsDeps, accountId: number) {
  const query = new URLSearchParams({
    account: String(accountId),
    key: unsubscribeKey(deps.unsubscribeKey, accountId),
  });
  return {
    page: `${deps.publicUrl}/user/unsubscribe?${query.toString()}`,
    // What a mail client posts to for its own one-click button (RFC 8058).
    oneClick: `${deps.publicUrl}/api/notifications/unsubscribe?${query.toString()}`,
  };
}

const LINES: Record<SiteLanguage, Record<NoticeKind, (count: number, title: string) => string>> = {
  en: {
    comment: (n, title) =>
      n === 1 ? `A new comment on ${title}` : `${n} new comments on ${title}`,
    version: (n, title) =>
      n === 1 ? `A new version of ${title}` : `${n} new versions of ${title}`,
    change: (n, title) => (n === 1 ? `A change to ${title}` : `${n} changes to ${title}`),
    report: (_n, title) => `Your report was handled: ${title}`,
    confirmation: (_n, title) => `Account confirmation: ${title}`,
    suggestion: (_n, title) => `Your suggestion: ${title}`,
  },
  fr: {
    comment: (n, title) =>
      n === 1 ? `Un nouveau commentaire sur ${title}` : `${n} nouveaux commentaires sur ${title}`,
    version: (n, title) =>
      n === 1 ? `Une nouvelle version de ${title}` : `${n} nouvelles versions de ${title}`,
    change: (n, title) =>
      n === 1 ? `Une modification de ${title}` : `${n} modifications de ${title}`,
    report: (_n, title) => `Votre signalement a été traité : ${title}`,
    confirmation: (_n, title) => `Confirmation de compte : ${title}`,
    suggestion: (_n, title) => `Votre suggestion : ${title}`,
  },
};

interface DigestLine {
  kind: NoticeKind;
  count: number;
  subject: DescribedSubject;
}

/** The page's address in the member's language. */
function pageUrl(publicUrl: string, path: string, language: SiteLanguage): string {
  if (language === 'en') return `${publicUrl}${path}`;
  return `${publicUrl}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

export function digestMail(
  language: SiteLanguage,
  to: { email: string; login: string },
  lines: readonly DigestLine[],
  links: { publicUrl: string; page: string; oneClick: string },
): Mail {
  const told = lines.flatMap(({ kind, count, subject }) => [
    `- ${LINES[language][kind](count, subject.title)}`,
    `  ${pageUrl(links.publicUrl, subject.path, language)}`,
  ]);
  const settings = pageUrl(links.publicUrl, '/user/notifications', language);
  const text =
    language === 'fr'
      ? [
          `Bonjour ${to.login},`,
          '',
          'Voici ce qui s’est passé sur le site de Millénaire dans ce que vous suivez :',
          '',
          ...told,
          '',
          `Vos notifications et ce que vous suivez : ${settings}`,
          `Ne plus recevoir ces e-mails (un clic, sans connexion) : ${links.page}`,
          '',
          'L’équipe Millénaire',
        ]
      : [
          `Hello ${to.login},`,
          '',
          'Here is what happened on the Millénaire site in what you follow:',
          '',
          ...told,
          '',
          `Your notifications and what you follow: ${settings}`,
          `Stop these e-mails (one click, no login): ${links.page}`,
          '',
          'The Millénaire team',
        ];
  return {
    to: to.email,
    subject:
      language === 'fr'
        ? `Millénaire : ${lines.length} nouveauté${lines.length > 1 ? 's' : ''}`
        : `Millénaire: ${lines.length} update${lines.length > 1 ? 's' : ''}`,
    text: text.join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Sends one member's digest, once it is theirs to send; answers whether a mail went. */
async function sendDigest(
  deps: NotificationsDeps,
  candidate: { account_id: number; last_digest_at: string | null },
  now: Date,
): Promise<boolean> {
  const accountId = candidate.account_id;
  const settings = await repo.findSettings(deps.db, accountId);
  const language =
    SITE_LANGUAGES.find((known) => known === settings?.language) ?? ('en' as SiteLanguage);
  const dueBefore = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  if (!(await digests.claimDigest(deps.db, accountId, now.toISOString(), dueBefore, language))) {
    return false;
  }
  const previous = settings?.last_digest_at ?? null;
  try {
    const rows = await digests.unmailed(deps.db, accountId);
    const described = await describeSubjects(
      deps,
      rows.map((row) => row.subject),
      language,
    );
    const lines = rows.flatMap((row) => {
      const subject = described.get(row.subject);
      return subject ? [{ kind: row.kind as NoticeKind, count: row.count, subject }] : [];
    });
    const to = await digests.recipient(deps.db, accountId);
    // The mail is a job written with the rows it tells of, marked mailed.
    await deps.db.transaction().execute(async (trx) => {
      if (lines.length > 0 && to?.email) {
        const links = { publicUrl: deps.publicUrl, ...unsubscribeLinks(deps, accountId) };
        const mail = digestMail(language, { email: to.email, login: to.login }, lines, links);
        await deps.jobs.enqueue(trx, MAIL_JOB, mail);
      }
      await digests.markMailed(
        trx,
        rows.map((row) => row.id),
        now.toISOString(),
      );
    });
    return lines.length > 0;
  } catch (err) {
    await digests.releaseDigest(deps.db, accountId, previous);
    throw err;
  }
}

/**
 * One sweep of the digests: every member with notifications neither read nor
 * mailed, settled for an hour, and no digest in the last day gets one mail in
 * their language. Every site process sweeps; each digest is claimed by one.
 * Answers how many mails went.
 */
export async function sendDigests(deps: NotificationsDeps): Promise<number> {
  const now = deps.clock.now();
  const settled = new Date(now.getTime() - DIGEST_SETTLE_MS).toISOString();
  const dueBefore = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  const candidates = await digests.digestCandidates(deps.db, settled, dueBefore, DIGESTS_PER_SWEEP);
  let sent = 0;
  for (const candidate of candidates) {
    try {
      if (await sendDigest(deps, candidate, now)) sent += 1;
    } catch (err) {
      deps.log.error({ err, account: candidate.account_id }, 'digest not sent');
    }
  }
  await digests.forgetRead(deps.db, new Date(now.getTime() - KEEP_READ_MS).toISOString());
  return sent;
}
