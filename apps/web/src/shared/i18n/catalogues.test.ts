import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '@millenaire/contracts/errors';
import en from './en.json';
import fr from './fr.json';

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf key of a catalogue, dotted: 'menu.home', 'errors.NOT_FOUND'... */
function leafKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}

function textAt(catalogue: Catalogue, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    return typeof node === 'object' && node !== null ? (node as Catalogue)[key] : undefined;
  }, catalogue);
}

// Every catalogue of the app: the shell's here, and one pair per feature.
const files = import.meta.glob<Catalogue>('/src/**/i18n/*.json', {
  eager: true,
  import: 'default',
});
/** Every feature folder holding a page or a public module. */
const features = [
  ...new Set(
    Object.keys(import.meta.glob('/src/features/*/{pages/*.tsx,index.ts}')).map(
      (path) => path.split('/')[3] ?? path,
    ),
  ),
];

/** The catalogues grouped by folder, then by language: { 'features/account': { en, fr } }. */
function byFolder(): Record<string, Record<string, Catalogue>> {
  const folders: Record<string, Record<string, Catalogue>> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    // '/src/features/account/i18n/en.json' -> 'features/account' and 'en'
    const parts = path.split('/').slice(2);
    const language = (parts.pop() ?? '').replace('.json', '');
    parts.pop();
    const folder = parts.join('/');
    folders[folder] = { ...folders[folder], [language]: catalogue };
  }
  return folders;
}

const folders = byFolder();

describe('translation catalogues', () => {
  it('exist for the shell and for every feature', () => {
    expect(features.length).toBeGreaterThan(0);
    const expected = ['shared', ...features.map((feature) => `features/${feature}`)];
    expect(Object.keys(folders).sort()).toEqual(expected.sort());
  });

  describe.each(Object.keys(folders))('in %s', (folder) => {
    const catalogues = folders[folder] ?? {};

    it('come as one English and one French file', () => {
      expect(Object.keys(catalogues).sort()).toEqual(['en', 'fr']);
    });

    it.each([
      ['en', 'fr'],
      ['fr', 'en'],
    ])('hold every %s key in %s too', (from, to) => {
      const target = new Set(leafKeys(catalogues[to] ?? {}));
      const missing = leafKeys(catalogues[from] ?? {}).filter((key) => !target.has(key));
      expect(missing).toEqual([]);
    });

    it('have no empty text', () => {
      for (const catalogue of Object.values(catalogues)) {
        const empty = leafKeys(catalogue).filter((key) => textAt(catalogue, key) === '');
        expect(empty).toEqual([]);
      }
    });
  });

  it.each(MESSAGE_KEYS)('has an English and a French text for the API message %s', (key) => {
    expect(textAt(en, `errors.${key}`)).toEqual(expect.any(String));
    expect(textAt(fr, `errors.${key}`)).toEqual(expect.any(String));
    expect(textAt(fr, `errors.${key}`)).not.toBe(textAt(en, `errors.${key}`));
  });

  it('uses the spec wording for the known messages', () => {
    expect(en.errors).toMatchObject({
      LOGIN_TAKEN: 'This login is already taken.',
      INVALID_CAPTCHA: 'Invalid CAPTCHA.',
      UNKNOWN_ERROR: 'An unknown error has occured.',
      UNAUTHORIZED: 'You are not authorized to do this.',
    });
    expect(en.state).toMatchObject({ loading: 'Loading…', error: 'Error: {{message}}' });
  });

  /** Every text of one language, from the shell's catalogue and each feature's. */
  const texts = (language: string) =>
    Object.values(folders).flatMap((catalogues) => {
      const catalogue = catalogues[language] ?? {};
      return leafKeys(catalogue).map((key) => String(textAt(catalogue, key)));
    });

  it.each(['en', 'fr'])('write an ellipsis as one character, in %s', (language) => {
    expect(texts(language).filter((text) => text.includes('...'))).toEqual([]);
  });

  it.each([
    ['en', /courriel/i],
    ['fr', /courriel/i],
    ['en', /Translation Centre/],
  ])('call one thing by one name, in %s (never %s)', (language, other) => {
    expect(texts(language).filter((text) => other.test(text))).toEqual([]);
  });
});
