import type { z } from 'zod';
import { UNKNOWN_ID } from '@millenaire/contracts/common';
import { jsonSchemaOf, plausibleFields, type FuzzRoute } from './fuzz.ts';

/**
 * The edges of the id range: the last id both databases hold (PostgreSQL's
 * `integer`), the first past it, and the first whole number a double cannot
 * count past exactly.
 */
export const LAST_ID = 2 ** 31 - 1;
export const ID_EDGES = [LAST_ID, 2 ** 31, 2 ** 53] as const;

/**
 * One request with an id at an edge. `expect` says what its answer must be
 * besides never a 5xx: `like-last` the answer the last id gets (an id past
 * the range names nothing, as an unknown id does), `unknown` the API's 404
 * NOT_FOUND (a path's id of the id rule, even where the last id gets the 403
 * of a check made before the row is read), `refused` a 400
 * INVALID_INPUT (a number a body or an API query holds, past what its column
 * holds), `like-zero` the answer a page gives for `0` in its query.
 */
export interface IdEdgeCase extends IdRequest {
  route: string;
  slot: string;
  value: number;
  method: string;
  expect: 'no-5xx' | 'like-last' | 'unknown' | 'refused' | 'like-zero';
  /** The request whose answer this one's must equal (`like-last`, `like-zero`). */
  reference?: IdRequest;
}

export interface IdRequest {
  url: string;
  payload?: string;
}

type Shape = Record<string, z.ZodType>;

const shapeOf = (schema: unknown): Shape => (schema as { shape?: Shape } | undefined)?.shape ?? {};

/** A field holding a whole number: it takes 1 and refuses a word. */
const holdsNumber = (field: z.ZodType, one: unknown) =>
  field.safeParse(one).success && !field.safeParse('abc').success;

/** A path parameter of the id rule: past the range it is an unknown id. */
const readsAsUnknown = (field: z.ZodType) =>
  field.safeParse(String(2 ** 31)).error?.issues.every((issue) => issue.message === UNKNOWN_ID) ??
  false;

/** Values tried, in turn, for the parameters that are not the id at hand. */
const FILLERS = ['1', 'en', 'fr', 'norman', 'x'];

/** The page queries that name library filters, as the list's links write them. */
const PAGE_QUERIES: Record<string, string[]> = {
  'GET /library': ['category', 'culture'],
  'GET /feeds/library.atom': ['category', 'culture'],
};

/**
 * Ids written inside text: what a member follows (`library:<id>`) and what
 * a member reports (a content, or a comment as `<content>.<comment>`).
 */
const TEXT_IDS: Record<string, (id: number) => unknown> = {
  'POST /api/notifications/follows': (id) => ({ subject: `library:${id}`, language: 'en' }),
  'POST /api/notifications/follows/remove': (id) => ({ subject: `library:${id}`, language: 'en' }),
  'POST /api/reports': (id) => ({ kind: 'library', key: String(id), reason: 'spam' }),
};
const COMMENT_REPORT = (id: number) => ({ kind: 'comment', key: `1.${id}`, reason: 'spam' });

function pathWith(route: FuzzRoute, slot: string | null, id: number): string {
  const params = shapeOf(route.endpoint?.params);
  return route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      if (name === slot) return String(id);
      const field = params[name];
      return FILLERS.find((value) => !field || field.safeParse(value).success) ?? '1';
    })
    .join('/');
}

/** The bodies an endpoint's JSON schema describes (each side of a union). */
function bodySchemas(route: FuzzRoute): z.ZodType[] {
  const schema = jsonSchemaOf(route.endpoint);
  if (!schema) return [];
  const options = (schema as { options?: z.ZodType[] }).options;
  return options ?? [schema];
}

/** Every place of the route where an id goes, with each edge value. */
export function idEdgeCases(route: FuzzRoute): IdEdgeCase[] {
  const cases: IdEdgeCase[] = [];
  const add = (slot: string, expect: IdEdgeCase['expect'], make: (id: number) => IdRequest) => {
    const reference =
      expect === 'like-last' ? make(LAST_ID) : expect === 'like-zero' ? make(0) : undefined;
    for (const value of ID_EDGES) {
      const past = value > LAST_ID;
      cases.push({
        route: route.route,
        slot,
        value,
        method: route.method,
        expect: past ? expect : 'no-5xx',
        ...(past && reference ? { reference } : {}),
        ...make(value),
      });
    }
  };
  const url = pathWith(route, null, LAST_ID);
  const plainBody =
    route.method === 'POST' ? JSON.stringify(plausibleFields(bodySchemas(route)[0])) : undefined;

  // The path's ids: those the endpoint's schema reads as numbers, or a page's `:id`.
  const params = shapeOf(route.endpoint?.params);
  for (const segment of route.path.split('/').filter((s) => s.startsWith(':'))) {
    const name = segment.slice(1);
    const field = params[name];
    const isId = field ? holdsNumber(field, '1') : route.family === 'page' && name === 'content';
    if (!isId) continue;
    add(`path ${name}`, field && readsAsUnknown(field) ? 'unknown' : 'like-last', (id) => ({
      url: pathWith(route, name, id),
      payload: plainBody,
    }));
  }

  for (const [name, field] of Object.entries(shapeOf(route.endpoint?.query))) {
    if (!holdsNumber(field, '1')) continue;
    add(`query ${name}`, 'refused', (id) => ({ url: `${url}?${name}=${id}`, payload: plainBody }));
  }
  for (const name of PAGE_QUERIES[route.route] ?? []) {
    add(`query ${name}`, 'like-zero', (id) => ({ url: `${route.path}?${name}=${id}` }));
  }

  for (const schema of route.method === 'POST' ? bodySchemas(route) : []) {
    const base = plausibleFields(schema);
    for (const [name, field] of Object.entries(shapeOf(schema))) {
      const list = holdsNumber(field, [1]);
      if (!list && !holdsNumber(field, 1)) continue;
      add(`body ${name}`, 'refused', (id) => ({
        url,
        payload: JSON.stringify({ ...base, [name]: list ? [id] : id }),
      }));
    }
  }

  const text = TEXT_IDS[route.route];
  if (text) add('text id', 'like-last', (id) => ({ url, payload: JSON.stringify(text(id)) }));
  if (route.route === 'POST /api/reports') {
    add('text comment id', 'like-last', (id) => ({
      url,
      payload: JSON.stringify(COMMENT_REPORT(id)),
    }));
  }
  return cases;
}
