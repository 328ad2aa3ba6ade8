import { expect, it } from 'vitest';
import { describeWithApp } from './test/app.ts';
import { tableDigests } from './test/integrity.ts';
import { registeredRoutes } from './test/routes.ts';
import { testWebDist } from './test/web-dist.ts';
import { multipartBody } from './test/multipart.ts';
import {
  expectations,
  fixtures,
  nextAddress,
  normalized,
  send,
  statusClass,
} from './test/authorization/fixtures.ts';
import { ACCOUNT_ROWS } from './test/authorization/rows-accounts.ts';
import { CONTENT_ROWS } from './test/authorization/rows-content.ts';
import { LIBRARY_ROWS } from './test/authorization/rows-library.ts';
import { SITE_ROWS } from './test/authorization/rows-site.ts';
import type { Row } from './test/authorization/visitors.ts';

/*
 * Who gets what from every route the site registers. The columns are the
 * visitors: nobody logged in, a new account, a confirmed one, the owner of the
 * thing the route names (a new account), another account beside it (new too),
 * an administrator, and a suspended account (whose token opens nothing).
 * '.' is a column that does not apply (the route names nothing owned).
 * A success is compared by its class (2xx, 3xx), a refusal by its status.

/** The permission table of every route: [route, what each visitor gets, the request]. */
const MATRIX: Row[] = [...SITE_ROWS, ...ACCOUNT_ROWS, ...CONTENT_ROWS, ...LIBRARY_ROWS];

describeWithApp('who may call what', { seed: true, env: { WEB_DIST_DIR: testWebDist() } }, (t) => {
  const served = () =>
    registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .map(normalized)
      .sort();

  it('has a row for every route the site registers, and none for a route it does not', () => {
    const listed = MATRIX.map(([route]) => route).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual([...new Set(served())]);
  });

  it('answers each visitor as the table says, and a refusal changes nothing', async () => {
    const f = await fixtures(t);
    const digest = async () => JSON.stringify(await tableDigests(t.app.db, t.dialect));
    // The digest sees a write: one account more changes it.
    const empty = await digest();
    await f.account();
    expect(await digest()).not.toBe(empty);
    const mismatches: string[] = [];
    let checked = 0;
    let refusals = 0;
    for (const [route, line, prepare] of MATRIX) {
      const method = route.split(' ')[0]!;
      for (const [actor, expected] of expectations(line)) {
        if (expected === '.') continue;
        const refused = ['401', '403', '404'].includes(expected);
        const sent = await prepare(f, actor);
        // What the last success told its followers is written after its answer.
        await t.app.jobs.idle();
        const before = refused ? await digest() : '';
        const res = await send(f, method, actor, sent);
        checked += 1;
        const got = statusClass(res.statusCode);
        if (got !== expected) {
          mismatches.push(`${route} as ${actor}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
        if (refused) {
          refusals += 1;
          await t.app.jobs.idle();
          if ((await digest()) !== before) mismatches.push(`${route} as ${actor} wrote`);
        }
      }
    }
    console.info(
      `authorization [${t.dialect}]: ${MATRIX.length} routes, ${checked} route × visitor pairs, ${refusals} refusals checked unchanged`,
    );
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('refuses nobody-logged-in before reading or validating a body', async () => {
    const f = await fixtures(t);
    const mismatches: string[] = [];
    let checked = 0;
    for (const [route, line, prepare] of MATRIX) {
      const [method] = route.split(' ');
      if (method !== 'POST' || expectations(line)[0]![1] !== '401') continue;
      const { url } = await prepare(f, 'anonymous');
      const broken = multipartBody([{ name: 'nothing', value: 'x' }]);
      const attempts = [
        { headers: { 'content-type': 'application/json' }, payload: '{"unfinished": ' },
        { headers: { 'content-type': 'application/json' }, payload: '{"unexpected": [1, 2]}' },
        { headers: broken.headers, payload: broken.payload },
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: nextAddress(),
          ...attempt,
        });
        checked += 1;
        if (res.statusCode !== 401) mismatches.push(`${route}: ${res.statusCode} ${res.body}`);
      }
    }
    console.info(
      `authorization [${t.dialect}]: ${checked} malformed anonymous writes answered 401`,
    );
    expect(mismatches).toEqual([]);
  });
});
