import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, describeWithTwoProcesses, type TestContext } from './test/app.ts';
import { hearing } from './test/changes.ts';
import { contentFields } from './test/library.ts';
import { seedTranslations } from './test/translations.ts';
import { bearer, createUser } from './test/users.ts';

/**
 * The writes of every area made through `writer`, each read through `reader`
 * first (so whatever it keeps holds the old answer) and again after.
 */
function writesSeenThrough(t: TestContext, reader: () => FastifyInstance) {
  let admin: string;
  beforeAll(async () => {
    admin = (await createUser(t, { level: 'admin' })).token;
    await seedTranslations(t);
  });
  let writer: ReturnType<typeof hearing>;
  let readerHears: ReturnType<typeof hearing>;
  beforeAll(() => {
    writer = hearing(t.app);
    readerHears = hearing(reader());
  });
  /**
   * Writes through the first process and waits until the reader has been
   * told every topic the write announced (after its answer, all at once).
   */
  const write = async (url: string, payload: object) => {
    const [fromWriter, fromReader] = [writer.mark(), readerHears.mark()];
    const answer = await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
    expect(answer.statusCode, answer.body).toBe(200);
    const topics = await writer.since(fromWriter, (heard) => heard.length > 0, `POST ${url}`);
    await readerHears.since(
      fromReader,
      (heard) => topics.every((topic) => heard.includes(topic)),
      `POST ${url} on the reading process`,
    );
    return answer;
  };
  /** What the reader answers for `url`, which must show the write already. */
  const readShows = async (url: string, seen: (body: string) => boolean) => {
    const body = (await reader().inject(url)).body;
    expect(seen(body), `${url} still shows the old answer once told of the write`).toBe(true);
  };

  it('an encyclopedia edit', async () => {
    const url = '/api/encyclopedia/norman/villagers/farmer?language=en';
    const before = await reader().inject(url);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Sows in the spring rain');
    const basedon = before.json().extradata?.id ?? 0;
    await write(url, { desc: '<p>Sows in the spring rain.</p>', basedon });
    await readShows(url, (body) => body.includes('Sows in the spring rain'));
  });

  it('a library creation, in the search', async () => {
    const url = '/api/library/contents/?page=1&q=windmill';
    const siteWide = '/api/search?q=windmill&language=en';
    expect((await reader().inject(url)).json().total).toBe(0);
    expect((await reader().inject(siteWide)).json().groups).toEqual([]);
    const created = await write('/api/library/contents/', contentFields({ title: 'Windmill' }));
    const id = created.json().contentid as number;
    await write(`/api/library/contents/${id}`, contentFields({ title: 'Windmill', confirmed: 1 }));
    await readShows(url, (body) => JSON.parse(body).total === 1);
    // The site-wide search's cached answer reads the library too.
    await readShows(siteWide, (body) => body.includes('Windmill'));
  });

  it('a star', async () => {
    const list = (await reader().inject('/api/library/contents/?page=1&q=windmill')).json();
    const id = list.contents[0].contentid as number;
    const url = `/api/library/contents/${id}`;
    const stars = (await reader().inject(url)).json().nbstars as number;
    await write(`${url}/star`, { enabled: true });
    await readShows(url, (body) => JSON.parse(body).nbstars === stars + 1);
  });

  it('a translation save, in the status table', async () => {
    const url = '/api/translations/';
    const percentOf = (body: string) =>
      (JSON.parse(body) as { lang: string; percentage: number }[]).find((row) => row.lang === 'fr')
        ?.percentage;
    const before = percentOf((await reader().inject(url)).body);
    expect(before).toBeDefined();
    await write('/api/translationsapp/latestfiles/fr/strings', {
      filename: 'strings.txt',
      splitcontent: {
        elements: {
          'ui.a': ['Un <0>'],
          'ui.b': ['Deux $name'],
          'ui.c': ['Trois'],
          'ui.d': ['Quatre'],
        },
      },
    });
    await readShows(url, (body) => percentOf(body) !== before);
  });

  it('a new version, in the version check', async () => {
    const url = '/api/versions/current?language=en';
    expect((await reader().inject(url)).body).not.toContain('99.0.0');
    await write('/api/versions/admin', {
      version: '99.0.0',
      mcversion: '1.12.2',
      url: 'https://example.org/millenaire.zip',
      serverurl: 'https://example.org/millenaire.zip',
      devversion: '0',
      date: '2026-11-24T10:00:00.000Z',
      title_en: 'Harvest',
      title_fr: 'Moisson',
      description_en: 'Fields and mills.',
      description_fr: 'Champs et moulins.',
    });
    await readShows(url, (body) => body.includes('99.0.0'));
  });
}

// One process: what it keeps is dropped by its own writes.
describeWithApp('writes seen at once by a single process', { seed: true }, (t) => {
  writesSeenThrough(t, () => t.app);
});

// Two processes on one database: a write through one is seen through the
// other at once, because the change is told through Redis.
describeWithTwoProcesses('writes seen at once by the other process', { seed: true }, (t, other) => {
  writesSeenThrough(t, other);
});

// A content's views and downloads move at every visit: they are not told as
// changes, or every visit would drop every kept library page and search.
describeWithApp('counters that every visit moves', { seed: true }, (t) => {
  it('are not announced, while a star is', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/library/contents/',
      headers: bearer(token),
      payload: contentFields({ title: 'Watermill' }),
    });
    const id = created.json().contentid as number;
    const heard: string[] = [];
    t.app.changes.listen((topic) => heard.push(topic));
    for (const counter of ['addview', 'adddl']) {
      const counted = await t.app.inject({
        method: 'POST',
        url: `/api/library/contents/${id}/${counter}`,
        headers: bearer(token),
        payload: {},
      });
      expect(counted.statusCode, counter).toBe(200);
    }
    expect(heard).toEqual([]);
    const starred = await t.app.inject({
      method: 'POST',
      url: `/api/library/contents/${id}/star`,
      headers: bearer(token),
      payload: { enabled: true },
    });
    expect(starred.statusCode).toBe(200);
    expect(heard).toEqual(['library']);
  });
});
