import type { VersionAdmin, VersionPayload } from '@millenaire/contracts/versions';

/** The release form's fields, all as the inputs hold them. */
export interface ReleaseValues {
  version: string;
  mcversion: string;
  url: string;
  serverurl: string;
  dev: boolean;
  current: boolean;
  /** UTC date and time as a datetime-local input holds it: 2026-11-23T10:20:30. */
  date: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
}

export type ReleaseField = keyof ReleaseValues;

/** The form's starting values: the release's, or empty ones dated `now` for a new release. */
export function releaseValues(release: VersionAdmin | null, now: Date): ReleaseValues {
  if (!release) {
    return {
      version: '',
      mcversion: '1.12.2',
      url: '',
      serverurl: '',
      dev: false,
      current: false,
      date: now.toISOString().slice(0, 19),
      title_en: '',
      title_fr: '',
      description_en: '',
      description_fr: '',
    };
  }
  return {
    version: release.version,
    mcversion: release.mcversion,
    url: release.url,
    serverurl: release.serverurl,
    dev: release.devversion === '1',
    current: release.current === '1',
    date: release.date.slice(0, 19),
    title_en: release.title_en,
    title_fr: release.title_fr,
    description_en: release.description_en,
    description_fr: release.description_fr,
  };
}

/** A datetime-local value read as UTC, seconds optional. */
function isoOf(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00Z` : `${local}Z`;
}

export function releasePayload(values: ReleaseValues): VersionPayload {
  const { dev, current, date, ...texts } = values;
  return {
    ...texts,
    devversion: dev ? '1' : '0',
    current: current ? '1' : '0',
    date: isoOf(date),
  };
}

/** The fields a release cannot go without. */
export const REQUIRED_FIELDS = [
  'version',
  'mcversion',
  'url',
  'date',
  'title_en',
  'title_fr',
] as const satisfies readonly ReleaseField[];

/**
 * The required fields left empty. What a filled field must look like (a
 * version's digits, an address) the server checks, and its refusal names
 * the field.
 */
export function missingFields(values: ReleaseValues): ReleaseField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

/** The form's field a refusal of the server names ('devversion' is the development flag). */
export function fieldOfRefusal(field: string | undefined): ReleaseField | undefined {
  if (field === 'devversion') return 'dev';
  const fields: readonly string[] = Object.keys(releaseValues(null, new Date(0)));
  return field !== undefined && fields.includes(field) ? (field as ReleaseField) : undefined;
}
