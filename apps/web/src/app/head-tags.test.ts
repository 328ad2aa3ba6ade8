import { describe, expect, it } from 'vitest';
import { headTags, pageAddress, scriptJson, type HeadPage } from './head-tags';

const SITE = 'https://millenaire.example.org';

function page(overrides: Partial<HeadPage> = {}): HeadPage {
  return {
    facts: {},
    language: 'fr',
    path: '/encyclopedia/norman',
    search: '',
    publicUrl: SITE,
    siteName: 'Millénaire',
    siteDescription: 'The village mod.',
    siteImage: { url: '/icon-512.png', width: 512, height: 512 },
    ...overrides,
  };
}

function head(html: string) {
  const document = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  const meta = (key: string) =>
    document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
  const link = (selector: string) => document.querySelector(selector)?.getAttribute('href');
  const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { document, meta, link, data };
}

describe('the head of a server-rendered page', () => {
  it('names the page in its language, with its canonical address and alternates', () => {
    const { document, meta, link } = head(
      headTags(page({ facts: { title: 'Encyclopédie > Normands' }, search: '?lang=fr' })),
    );
    expect(document.title).toBe('Encyclopédie > Normands');
    expect(link('link[rel="canonical"]')).toBe(`${SITE}/encyclopedia/norman?lang=fr`);
    expect(link('link[hreflang="en"]')).toBe(`${SITE}/encyclopedia/norman?lang=en`);
    expect(link('link[hreflang="fr"]')).toBe(`${SITE}/encyclopedia/norman?lang=fr`);
    expect(link('link[hreflang="x-default"]')).toBe(`${SITE}/encyclopedia/norman`);
    expect(meta('og:locale')).toBe('fr_FR');
    expect(meta('og:locale:alternate')).toBe('en_US');
    expect(meta('og:url')).toBe(`${SITE}/encyclopedia/norman?lang=fr`);
  });

  it("keeps the list's filters in every address, the language set once", () => {
    const { link } = head(
      headTags(page({ path: '/library', search: '?sort=nbdl&lang=en&page=2', language: 'fr' })),
    );
    expect(link('link[rel="canonical"]')).toBe(`${SITE}/library?sort=nbdl&page=2&lang=fr`);
    expect(link('link[hreflang="x-default"]')).toBe(`${SITE}/library?sort=nbdl&page=2`);
  });

  it("names the page's Atom feed in the page's language, with the page's filters", () => {
    const { document, link } = head(
      headTags(
        page({
          path: '/library',
          search: '?category=2&lang=fr',
          facts: {
            feed: {
              title: 'Nouvelles créations',
              path: '/feeds/library.atom',
              search: 'category=2',
            },
          },
        }),
      ),
    );
    const feed = document.querySelector('link[type="application/atom+xml"]');
    expect(feed?.getAttribute('rel')).toBe('alternate');
    expect(feed?.getAttribute('title')).toBe('Nouvelles créations');
    expect(link('link[type="application/atom+xml"]')).toBe(
      `${SITE}/feeds/library.atom?category=2&lang=fr`,
    );
    expect(head(headTags(page())).document.querySelector('link[type="application/atom+xml"]')).toBe(
      null,
    );
  });

  it("says the site's description and card when the page has none of its own", () => {
    const { meta } = head(headTags(page()));
    expect(meta('description')).toBe('The village mod.');
    expect(meta('og:image')).toBe(`${SITE}/icon-512.png`);
    expect(meta('twitter:card')).toBe('summary');
  });

  it("shows the page's own picture in link previews, as an absolute address", () => {
    const image = { url: '/api/images/7.png', width: 640, height: 360, alt: 'A mill' };
    const { meta } = head(headTags(page({ facts: { description: 'Turns all year.', image } })));
    expect(meta('description')).toBe('Turns all year.');
    expect(meta('og:image')).toBe(`${SITE}/api/images/7.png`);
    expect(meta('og:image:width')).toBe('640');
    expect(meta('og:image:alt')).toBe('A mill');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('writes breadcrumbs and structured data that a search engine reads', () => {
    const { data } = head(
      headTags(
        page({
          facts: {
            breadcrumbs: [
              { name: 'Encyclopédie', path: '/encyclopedia' },
              { name: 'Normands', path: '/encyclopedia/norman' },
            ],
            structuredData: [
              { '@type': 'CreativeWork', name: 'A </script> title', image: ['/img/a.png'] },
            ],
          },
        }),
      ),
    );
    expect(data[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Encyclopédie',
          item: `${SITE}/encyclopedia?lang=fr`,
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Normands',
          item: `${SITE}/encyclopedia/norman?lang=fr`,
        },
      ],
    });
    expect(data[1]).toMatchObject({
      '@type': 'CreativeWork',
      name: 'A </script> title',
      image: [`${SITE}/img/a.png`],
    });
  });

  it('lets no text close an element or an attribute', () => {
    const html = headTags(
      page({ facts: { title: '</title><script>x()</script>', description: '"><script>' } }),
    );
    expect(html).not.toContain('<script>x()');
    expect(html).not.toContain('"><script>');
    expect(scriptJson({ a: '</script><!--' })).not.toMatch(/<\/script|<!--/);
    expect(pageAddress(SITE, '/a', '?lang=de', null)).toBe(`${SITE}/a`);
  });
});
