import {
  ADMIN,
  at,
  CONFIRMED,
  form,
  json,
  MEMBER,
  nextSerial,
  OWNED,
  picture,
  PUBLIC,
  type Row,
} from './visitors.ts';

/** The translation centre and the encyclopedia. */
export const CONTENT_ROWS: Row[] = [
  // Translations.
  ['GET /api/translations', PUBLIC, at('/api/translations/')],
  [
    'GET /api/translationsapp/latestfiles/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/latestfiles/${f.demo.language}` }),
  ],
  [
    'GET /api/translationsapp/latestfiles/:language/:filekey',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/latestfiles/${f.demo.language}/${f.demo.filekey}` }),
  ],
  [
    'POST /api/translationsapp/latestfiles/:language/:filekey',
    CONFIRMED,
    (f) => ({
      url: `/api/translationsapp/latestfiles/${f.demo.language}/${f.demo.filekey}`,
      body: { filename: f.demo.filename, content: `x=${nextSerial()}` },
    }),
  ],
  [
    'GET /api/translationsapp/search/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/search/${f.demo.language}?q=ui` }),
  ],
  [
    'POST /api/translationsapp/reviews/:language/:filekey',
    CONFIRMED,
    (f) => ({
      url: `/api/translationsapp/reviews/${f.demo.language}/${f.demo.filekey}`,
      body: { elements: ['ui.none'], reviewed: true },
    }),
  ],
  [
    'GET /api/translationsapp/checks/:language/:filekey',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/checks/${f.demo.language}/${f.demo.filekey}` }),
  ],
  [
    'POST /api/translationsapp/checks/:language/:filekey',
    CONFIRMED,
    (f) => ({
      url: `/api/translationsapp/checks/${f.demo.language}/${f.demo.filekey}`,
      body: { element: 'ui.none', line: 0, code: 'TOO_LONG', value: 'x' },
    }),
  ],
  [
    'POST /api/translationsapp/checks/:language/:filekey/restore',
    CONFIRMED,
    (f) => ({
      url: `/api/translationsapp/checks/${f.demo.language}/${f.demo.filekey}/restore`,
      body: { element: 'ui.none', line: 0, code: 'TOO_LONG', value: 'x' },
    }),
  ],
  [
    'GET /api/translationsapp/membersuggestions/:language/:filekey',
    PUBLIC,
    (f) => ({
      url: `/api/translationsapp/membersuggestions/${f.demo.language}/${f.demo.filekey}`,
    }),
  ],
  [
    'POST /api/translationsapp/membersuggestions/:language/:filekey',
    MEMBER,
    (f) => ({
      url: `/api/translationsapp/membersuggestions/${f.demo.language}/${f.demo.filekey}`,
      body: { element: f.demo.element, lines: [`Suggested ${nextSerial()}`] },
    }),
  ],
  [
    'POST /api/translationsapp/membersuggestions/:language/:filekey/:id/accept',
    CONFIRMED,
    async (f) => ({
      url: `/api/translationsapp/membersuggestions/${f.demo.language}/${f.demo.filekey}/${await f.demo.memberSuggestion()}/accept`,
      body: {},
    }),
  ],
  [
    'POST /api/translationsapp/membersuggestions/:language/:filekey/:id/reject',
    CONFIRMED,
    async (f) => ({
      url: `/api/translationsapp/membersuggestions/${f.demo.language}/${f.demo.filekey}/${await f.demo.memberSuggestion()}/reject`,
      body: { reason: 'Not quite.' },
    }),
  ],
  [
    'GET /api/translationsapp/comments/:language/:filekey',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/comments/${f.demo.language}/${f.demo.filekey}` }),
  ],
  [
    'POST /api/translationsapp/comments/:language/:filekey',
    MEMBER,
    (f) => ({
      url: `/api/translationsapp/comments/${f.demo.language}/${f.demo.filekey}`,
      body: { element: f.demo.element, body: 'A remark.' },
    }),
  ],
  [
    'POST /api/translationsapp/comments/:language/:filekey/:id/delete',
    OWNED,
    async (f) => ({
      url: `/api/translationsapp/comments/${f.demo.language}/${f.demo.filekey}/${await f.demo.translationComment()}/delete`,
    }),
  ],
  [
    'POST /api/translationsapp/comments/:language/:filekey/:id/restore',
    OWNED,
    async (f) => ({
      url: `/api/translationsapp/comments/${f.demo.language}/${f.demo.filekey}/${await f.demo.translationComment(true)}/restore`,
    }),
  ],
  [
    'GET /api/translationsapp/history/:filekey/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/history/${f.demo.filekey}/${f.demo.language}` }),
  ],
  [
    'POST /api/translationsapp/history/:filekey/:language/restore',
    CONFIRMED,
    async (f) => ({
      url: `/api/translationsapp/history/${f.demo.filekey}/${f.demo.language}/restore`,
      body: { revision: 1, basedon: await f.demo.fileRevision() },
    }),
  ],
  [
    'GET /api/translationsapp/linehistory/:language/:filekey',
    PUBLIC,
    (f) => ({
      url: `/api/translationsapp/linehistory/${f.demo.language}/${f.demo.filekey}?element=${encodeURIComponent(f.demo.element)}`,
    }),
  ],
  [
    'GET /api/translationsapp/suggestions/:language/:filekey',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/suggestions/${f.demo.language}/${f.demo.filekey}` }),
  ],
  [
    'GET /api/translationsapp/glossary/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/glossary/${f.demo.language}` }),
  ],
  [
    'POST /api/translationsapp/glossary/:language',
    ADMIN,
    json(
      (f) => `/api/translationsapp/glossary/${f.demo.language}`,
      () => ({ term: `word${nextSerial()}`, translation: 'mot' }),
    ),
  ],
  [
    'POST /api/translationsapp/glossary/:language/:id/delete',
    ADMIN,
    async (f) => ({
      url: `/api/translationsapp/glossary/${f.demo.language}/${await f.demo.glossaryTerm()}/delete`,
    }),
  ],
  [
    'POST /api/translationsapp/glossary/:language/:id/restore',
    ADMIN,
    async (f) => ({
      url: `/api/translationsapp/glossary/${f.demo.language}/${await f.demo.glossaryTerm()}/restore`,
    }),
  ],
  ['GET /api/translationsapp/recentchanges', PUBLIC, at('/api/translationsapp/recentchanges')],
  ['GET /api/translationsapp/archives', PUBLIC, at('/api/translationsapp/archives')],
  [
    'GET /api/translationsapp/archives/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/archives/${f.demo.language}` }),
  ],
  ['GET /api//translationsapp/archives', PUBLIC, at('/api//translationsapp/archives')],
  [
    'GET /api//translationsapp/archives/:language',
    PUBLIC,
    (f) => ({ url: `/api//translationsapp/archives/${f.demo.language}` }),
  ],

  // Encyclopedia.
  ['GET /api/encyclopedia', PUBLIC, at('/api/encyclopedia/')],
  ['GET /api/encyclopedia/contentindex', PUBLIC, at('/api/encyclopedia/contentindex/')],
  ['GET /api/encyclopedia/changeslist', ADMIN, at('/api/encyclopedia/changeslist/')],
  ['GET /api/encyclopedia/imageslist', ADMIN, at('/api/encyclopedia/imageslist')],
  [
    'GET /api/encyclopedia/:culture',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry.split('/')[0]}` }),
  ],
  [
    'GET /api/encyclopedia/:culture/history',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry.split('/')[0]}/history` }),
  ],
  [
    'GET /api/encyclopedia/:culture/:type',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry.split('/')[0]}/villagers` }),
  ],
  [
    'GET /api/encyclopedia/:culture/:type/:itemkey',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry}` }),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey',
    MEMBER,
    (f) => ({
      url: `/api/encyclopedia/${f.demo.entry}`,
      body: { desc: `<p>Text ${nextSerial()}</p>` },
    }),
  ],
  [
    'GET /api/encyclopedia/:culture/:type/:itemkey/history',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry}/history` }),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images',
    MEMBER,
    form(
      (f) => `/api/encyclopedia/${f.demo.entry}/images`,
      (f) => [picture(f)],
    ),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images/:pos',
    MEMBER,
    json(
      async (f) => await f.demo.image(),
      () => ({ legend_en: 'A', legend_fr: 'A', enabled: '1' }),
    ),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images/:pos/replace',
    MEMBER,
    form(
      async (f) => `${await f.demo.image()}/replace`,
      (f) => [picture(f)],
    ),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images/:pos/restore',
    MEMBER,
    json(
      async (f) => `${await f.demo.image()}/restore`,
      () => ({ version: 1 }),
    ),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images/:pos/delete',
    MEMBER,
    json(
      async (f) => `${await f.demo.image()}/delete`,
      () => ({}),
    ),
  ],
];
