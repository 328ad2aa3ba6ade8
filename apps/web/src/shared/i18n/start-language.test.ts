import { describe, expect, it } from 'vitest';
import { startLanguage, withLanguageParameter } from './start-language';

describe('the language at start', () => {
  it('takes ?lang, then the cookie, then the <html lang> the server wrote, then English', () => {
    expect(startLanguage({ search: '?lang=fr', cookie: 'en', html: 'en' })).toBe('fr');
    expect(startLanguage({ search: '?page=2&lang=en', cookie: 'fr', html: 'fr' })).toBe('en');
    expect(startLanguage({ search: '', cookie: 'fr', html: 'en' })).toBe('fr');
    expect(startLanguage({ search: '?lang=de', cookie: null, html: 'fr' })).toBe('fr');
    expect(startLanguage({ search: '', cookie: 'xx', html: '' })).toBe('en');
  });
});

describe('the address after a language switch', () => {
  it('names the new language and keeps the rest of the query', () => {
    expect(withLanguageParameter('', 'fr')).toBe('?lang=fr');
    expect(withLanguageParameter('?lang=fr', 'en')).toBe('?lang=en');
    expect(withLanguageParameter('?category=2&page=3', 'fr')).toBe('?category=2&page=3&lang=fr');
  });
});
