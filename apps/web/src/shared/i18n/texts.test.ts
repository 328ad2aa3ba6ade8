import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { i18n, missingKeys, textsIn, useTranslation } from '.';

// A namespace of this test's own, in both languages.
const NS = 'texts-test' as 'translation';
i18n.addCatalogue('en', NS, {
  hello: 'Hello {{name}}, {{name}}!',
  files_one: '{{count}} file',
  files_other: '{{count}} files',
  only: { english: 'Only in English' },
  paragraphs: ['First.', 'Second.'],
});
i18n.addCatalogue('fr', NS, {
  hello: 'Bonjour {{ name }}\u00a0!',
  files_one: '{{count}}\u00a0fichier',
  files_other: '{{count}}\u00a0fichiers',
  paragraphs: ['Premier.', 'Second.'],
});

afterEach(async () => {
  missingKeys.listener = null;
  await i18n.changeLanguage('en');
});

describe("the site's texts", () => {
  it('put the values in, keeping a placeholder without one', () => {
    const t = textsIn('en', NS) as (key: string, options?: object) => unknown;
    expect(t('hello', { name: 'Kinniken' })).toBe('Hello Kinniken, Kinniken!');
    expect(t('hello')).toBe('Hello {{name}}, {{name}}!');
    expect((textsIn('fr', NS) as typeof t)('hello', { name: 'Ada' })).toBe('Bonjour Ada\u00a0!');
  });

  it('choose the plural form of each language', () => {
    const en = textsIn('en', NS) as (key: string, options?: object) => unknown;
    const fr = textsIn('fr', NS) as typeof en;
    expect([0, 1, 2].map((count) => en('files', { count }))).toEqual([
      '0 files',
      '1 file',
      '2 files',
    ]);
    // French counts 0 and 1 as one; a million is "many", which the catalogue leaves to "other".
    expect([0, 1, 2, 1_000_000].map((count) => fr('files', { count }))).toEqual([
      '0\u00a0fichier',
      '1\u00a0fichier',
      '2\u00a0fichiers',
      '1000000\u00a0fichiers',
    ]);
  });

  it('give lists when asked, read English where French is missing, and tell of a missing key', () => {
    const missing: string[] = [];
    missingKeys.listener = (language, namespace, key) =>
      missing.push(`${language} ${namespace}:${key}`);
    const fr = textsIn('fr', NS) as (key: string, options?: object) => unknown;
    expect(fr('paragraphs', { returnObjects: true })).toEqual(['Premier.', 'Second.']);
    expect(fr('only.english')).toBe('Only in English');
    expect(fr('nowhere.at.all')).toBe('nowhere.at.all');
    expect(fr('only', {})).toBe('only');
    expect(fr('gone', { defaultValue: 'kept' })).toBe('kept');
    expect(fr('translation:menu.home')).toBe('Accueil');
    expect(missing).toEqual([`fr ${NS}:nowhere.at.all`, `fr ${NS}:only`, `fr ${NS}:gone`]);
  });

  it('render a page again in the new language', async () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('menu.home')).toBe('Home');
    const before = result.current.t;
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current.t('menu.home')).toBe('Accueil');
    expect(result.current.t).not.toBe(before);
    expect(result.current.i18n.language).toBe('fr');
  });
});

describe('texts fetched a language at a time', () => {
  it('switch only once the language’s catalogue has come, and at once when it is there', async () => {
    const LAZY = 'texts-test-lazy' as 'translation';
    const asked: string[] = [];
    let arrive: (catalogue: object) => void = () => {};
    i18n.addLoader(LAZY, (language) => {
      asked.push(language);
      return new Promise((resolve) => (arrive = resolve));
    });
    const t = () => textsIn(i18n.language, LAZY)('greeting' as never);
    const switching = i18n.changeLanguage('fr');
    // Not there yet: the page keeps its language meanwhile.
    expect(i18n.language).toBe('en');
    arrive({ greeting: 'Salut' });
    await switching;
    expect(i18n.language).toBe('fr');
    expect(t()).toBe('Salut');
    expect(asked).toEqual(['fr']);

    // English's comes the same way; once there, switching back and forth fetches nothing more.
    const back = i18n.changeLanguage('en');
    arrive({ greeting: 'Hi' });
    await back;
    expect(asked).toEqual(['fr', 'en']);
    void i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(asked).toEqual(['fr', 'en']);
  });
});
