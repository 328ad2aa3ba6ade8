// The visitors of the authorization matrix, what they are given, and the
// ways a row builds its request.
import type { UserRow } from '../../areas/users/repository.ts';
import type { TestContext } from '../app.ts';
import type { FormPart } from '../multipart.ts';

export const ACTORS = [
  'anonymous',
  'new',
  'confirmed',
  'owner',
  'other',
  'admin',
  'suspended',
] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Fixtures {
  t: TestContext;
  users: Record<ActorName, UserRow | null>;
  /** A fresh account, for the routes that name one (its level, its suspension...). */
  account: () => Promise<UserRow>;
  /** A fresh confirmed content of the owner's, with a comment and an image of theirs. */
  content: () => Promise<{ id: number; commentId: number; imageId: number }>;
  demo: Demo;
  png: Buffer;
}

export interface Demo {
  hofId: () => Promise<number>;
  versionId: () => Promise<number>;
  entry: string;
  image: () => Promise<string>;
  language: string;
  filekey: string;
  filename: string;
  /** The demo translation file's latest revision. */
  fileRevision: () => Promise<number>;
  download: string;
  contentWithFile: number;
  libraryImage: string;
  player: string;
  bonus: () => Promise<string>;
  /** A fresh term of the demo language's glossary. */
  glossaryTerm: () => Promise<number>;
  /** A fresh open member suggestion for the demo file's element (its author the owner). */
  memberSuggestion: () => Promise<number>;
  /** An element of the demo language's file. */
  element: string;
  /** A fresh comment of the owner's on that file (deleted by the owner when asked). */
  translationComment: (deleted?: boolean) => Promise<number>;
}

export interface Sent {
  url: string;
  body?: object;
  form?: FormPart[];
}
export type Prepare = (f: Fixtures, actor: ActorName) => Sent | Promise<Sent>;

export const at =
  (url: string): Prepare =>
  () => ({ url });
export const json =
  (url: (f: Fixtures) => string | Promise<string>, body: (f: Fixtures) => object): Prepare =>
  async (f) => ({ url: await url(f), body: body(f) });
export const form =
  (url: (f: Fixtures) => string | Promise<string>, parts: (f: Fixtures) => FormPart[]): Prepare =>
  async (f) => ({ url: await url(f), form: parts(f) });
export const picture = (f: Fixtures, name = 'picture1'): FormPart => ({
  name,
  filename: 'picture.png',
  content: f.png,
  type: 'image/png',
});
export const zip = (): FormPart => {
  const content = Buffer.alloc(64, 7);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(content);
  return { name: 'contentfile', filename: 'hamlet.zip', content };
};
export const release = (version: string) => ({
  version,
  mcversion: '1.12.2',
  url: 'https://example.org/millenaire.zip',
  serverurl: 'https://example.org/millenaire.zip',
  devversion: '0',
  date: '2026-11-01T10:00:00.000Z',
  title_en: 'Harvest',
  title_fr: 'Moisson',
  description_en: 'Fields and mills.',
  description_fr: 'Champs et moulins.',
});
export const contentUrl = async (f: Fixtures, rest = '') =>
  `/api/library/contents/${(await f.content()).id}${rest}`;
let serial = 0;
/** A number no other request of the run used, for logins and versions. */
export const nextSerial = () => ++serial;

// Columns: anonymous, new, confirmed, owner, other, admin, suspended.
export const PUBLIC = '2xx 2xx 2xx . . 2xx 2xx';
export const MEMBER = '401 2xx 2xx . . 2xx 401';
export const CONFIRMED = '401 403 2xx . . 2xx 401';
export const ADMIN = '401 403 403 . . 2xx 401';
export const OWNED = '401 403 403 2xx 403 2xx 401';

/** One row of the matrix: the route, what each visitor gets, the request. */
export type Row = [string, string, Prepare];
