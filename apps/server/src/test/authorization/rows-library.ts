import { contentFields } from '../library.ts';
import {
  at,
  contentUrl,
  form,
  json,
  MEMBER,
  OWNED,
  picture,
  PUBLIC,
  zip,
  type Row,
} from './visitors.ts';

/** The library. */
export const LIBRARY_ROWS: Row[] = [
  // Library.
  ['GET /api/library/categories', PUBLIC, at('/api/library/categories/')],
  ['GET /api/library/cultures', PUBLIC, at('/api/library/cultures/')],
  ['GET /api/library/contents', PUBLIC, at('/api/library/contents/')],
  ['GET /api/library/mycontents', MEMBER, at('/api/library/mycontents/')],
  [
    'POST /api/library/contents',
    MEMBER,
    json(
      () => '/api/library/contents/',
      () => contentFields(),
    ),
  ],
  ['GET /api/library/contents/:id', PUBLIC, async (f) => ({ url: await contentUrl(f) })],
  [
    'POST /api/library/contents/:id',
    OWNED,
    json(
      (f) => contentUrl(f),
      () => contentFields(),
    ),
  ],
  [
    'POST /api/library/contents/:id/uploadfile',
    OWNED,
    form(
      (f) => contentUrl(f, '/uploadfile'),
      () => [zip()],
    ),
  ],
  [
    'GET /api/library/contents/:id/download',
    PUBLIC,
    (f) => ({ url: `/api/library/contents/${f.demo.contentWithFile}/download` }),
  ],
  [
    'POST /api/library/contents/:id/comments',
    MEMBER,
    json(
      (f) => contentUrl(f, '/comments'),
      () => ({ text: 'Lovely.' }),
    ),
  ],
  [
    'POST /api/library/contents/:id/comments/:commentId',
    OWNED,
    async (f) => {
      const c = await f.content();
      return {
        url: `/api/library/contents/${c.id}/comments/${c.commentId}`,
        body: { text: 'Edited.' },
      };
    },
  ],
  [
    'POST /api/library/contents/:id/comments/:commentId/delete',
    OWNED,
    async (f) => {
      const c = await f.content();
      return { url: `/api/library/contents/${c.id}/comments/${c.commentId}/delete`, body: {} };
    },
  ],
  [
    'POST /api/library/contents/:id/images',
    OWNED,
    form(
      (f) => contentUrl(f, '/images'),
      (f) => [picture(f), { name: 'legend', value: 'A' }],
    ),
  ],
  [
    'POST /api/library/contents/:id/images/:imageId',
    OWNED,
    async (f) => {
      const c = await f.content();
      return { url: `/api/library/contents/${c.id}/images/${c.imageId}`, body: { legend: 'B' } };
    },
  ],
  [
    'POST /api/library/contents/:id/images/:imageId/delete',
    OWNED,
    async (f) => {
      const c = await f.content();
      return { url: `/api/library/contents/${c.id}/images/${c.imageId}/delete`, body: {} };
    },
  ],
  [
    'POST /api/library/contents/:id/star',
    MEMBER,
    json(
      (f) => contentUrl(f, '/star'),
      () => ({ enabled: '1' }),
    ),
  ],
  [
    'POST /api/library/contents/:id/addview',
    PUBLIC,
    json(
      (f) => contentUrl(f, '/addview'),
      () => ({}),
    ),
  ],
  [
    'POST /api/library/contents/:id/adddl',
    PUBLIC,
    json(
      (f) => contentUrl(f, '/adddl'),
      () => ({}),
    ),
  ],
];
