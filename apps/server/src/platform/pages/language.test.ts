import { describe, expect, it } from 'vitest';
import {
  acceptedLanguage,
  pageLanguage,
  pageUrl,
  queryLanguage,
  withHtmlLanguage,
} from './language.ts';

describe("a page's language", () => {
  it('takes the address first, then the cookie, then Accept-Language, then English', () => {
    const all = { query: 'fr', cookie: 'en', acceptLanguage: 'en' };
    expect(pageLanguage(all)).toBe('fr');
    expect(pageLanguage({ ...all, query: null })).toBe('en');
    expect(pageLanguage({ cookie: 'fr', acceptLanguage: 'en' })).toBe('fr');
    expect(pageLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('fr');
    expect(pageLanguage({})).toBe('en');
  });

  it('skips values that are not site languages at every step', () => {
    expect(pageLanguage({ query: 'de', cookie: 'xx', acceptLanguage: 'fr' })).toBe('fr');
    expect(pageLanguage({ query: 'FR', cookie: '', acceptLanguage: 'de' })).toBe('en');
  });

  it('reads Accept-Language by quality, then by order', () => {
    expect(acceptedLanguage('de,en;q=0.5,fr;q=0.8')).toBe('fr');
    expect(acceptedLanguage('fr-CA,en;q=0.9')).toBe('fr');
    expect(acceptedLanguage('en-GB , fr')).toBe('en');
    expect(acceptedLanguage('fr;q=0,de')).toBeNull();
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });

  it('reads ?lang from the address, only when it names a site language', () => {
    expect(queryLanguage('/encyclopedia/norman?lang=fr')).toBe('fr');
    expect(queryLanguage('/?x=1&lang=en')).toBe('en');
    expect(queryLanguage('/?lang=de')).toBeNull();
    expect(queryLanguage('/library')).toBeNull();
  });

  it("keeps of an address only the parameters its page reads, and a site language's lang", () => {
    expect(pageUrl('/library')).toBe('/library');
    expect(pageUrl('/library?bust=1')).toBe('/library');
    expect(pageUrl('/library?page=2&x=1&sort=stars&q=&lang=fr&lang=en')).toBe(
      '/library?sort=stars&page=2&lang=fr',
    );
    expect(pageUrl('/library?q=a%26b&q=c')).toBe('/library?q=a%26b');
    expect(pageUrl('/history?page=2&lang=de')).toBe('/history');
    expect(pageUrl('/no/such/page?q=1&lang=en')).toBe('/no/such/page?lang=en');
    expect(pageUrl('/library/12?lang=fr&utm_source=x')).toBe('/library/12?lang=fr');
  });

  it('writes <html lang> over whatever the build had', () => {
    expect(withHtmlLanguage('<!doctype html><html lang="en"><head>', 'fr')).toBe(
      '<!doctype html><html lang="fr"><head>',
    );
    expect(withHtmlLanguage('<html><body>', 'fr')).toBe('<html lang="fr"><body>');
    expect(withHtmlLanguage('<html class="x" lang=en>', 'fr')).toBe('<html lang="fr" class="x">');
  });
});
