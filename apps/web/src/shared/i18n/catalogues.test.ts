import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '@millenaire/contracts';
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

const catalogues: Record<string, Catalogue> = { en, fr };

describe('translation catalogues', () => {
  it.each([
    ['en', 'fr'],
    ['fr', 'en'],
  ])('every %s key also exists in %s', (from, to) => {
    const source = catalogues[from] ?? {};
    const target = new Set(leafKeys(catalogues[to] ?? {}));
    const missing = leafKeys(source).filter((key) => !target.has(key));
    expect(missing).toEqual([]);
  });

  it('has no empty text', () => {
    for (const catalogue of Object.values(catalogues)) {
      const empty = leafKeys(catalogue).filter((key) => textAt(catalogue, key) === '');
      expect(empty).toEqual([]);
    }
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
    expect(en.state).toEqual({ loading: 'Loading...', error: 'Error: {{message}}' });
  });
});
