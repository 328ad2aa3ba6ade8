// Subjects of notifications, without zod: the web's follow buttons use them
// on public pages, whose first load need not build the API's schemas.

/**
 * What a member can follow: a library content (`library:12`), an
 * encyclopedia culture (`culture:norman`) or a translation language
 * (`language:fr`).
 */
export const FOLLOW_KINDS = ['library', 'culture', 'language'] as const;
/**
 * Every kind of subject a notification is about: what can be followed, a
 * member's own report (`report:7`), whose outcome its reporter is told, and a
 * request to be confirmed (`confirmation:3`), told to the administrators and
 * then its decision to its member, and a member's suggestion for a line of a
 * translation (`suggestion:5`), whose decision its author is told.
 */
export const SUBJECT_KINDS = [...FOLLOW_KINDS, 'report', 'confirmation', 'suggestion'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];
export type FollowKind = (typeof FOLLOW_KINDS)[number];

export const SUBJECT_PATTERN =
  /^(library|culture|language|report|confirmation|suggestion):[a-z0-9_-]{1,40}$/;
export const FOLLOW_PATTERN = /^(library|culture|language):[a-z0-9_-]{1,40}$/;

/** The kind and key of a subject, or null when the text is not one. */
export function parseSubject(subject: string): { kind: SubjectKind; key: string } | null {
  if (!SUBJECT_PATTERN.test(subject)) return null;
  const at = subject.indexOf(':');
  return { kind: subject.slice(0, at) as SubjectKind, key: subject.slice(at + 1) };
}

export const subjectOf = (kind: SubjectKind, key: string | number) => `${kind}:${key}`;
