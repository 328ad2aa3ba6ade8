import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import encyclopediaTexts from '../../apps/web/src/features/encyclopedia/i18n/en.json' with { type: 'json' };
import { LIBRARY_PAGE_SIZE } from '../../packages/contracts/src/library.ts';
import { adminToken } from './helpers/accounts.ts';
import { pngPicture } from './helpers/library.ts';
import { openContext, openPage, policyViolations, type Arrival } from './helpers/pages.ts';
import { inBatches, XSS_PAYLOADS, xssTraces } from './helpers/xss.ts';

// Pages this file writes to, read by no other browser test: a Mayan
// building, the Polish help file, and contents, hall of fame entries and
// releases of its own (the last two removed at the end).
const ENTRY = 'mayan/buildings/ballcourt';
const TRANSLATION = { language: 'pl', filekey: 'help_1', filename: 'help/help_1.txt' };
/** A word in every content of this file, so one library search lists them all. */
const MARK = 'xssmark';
/** The releases of this file share a game version no real release has. */
const GAME_VERSION = '0.1';
/** Their versions are this run's own, so a retry after a failed attempt adds its own. */
const RUN = Date.now().toString(36);

/** The longest legend or caption (library and encyclopedia alike), and hall of fame lines per entry. */
const LEGEND_LENGTH = 500;
const HOF_LINES = 12;

/** `texts` joined by spaces into as few pieces of at most `max` characters as hold them. */
function packed(texts: string[], max: number): string[] {
  const pieces: string[] = [];
  for (const text of texts) {
    const last = pieces.at(-1);
    if (last !== undefined && last.length + 1 + text.length <= max)
      pieces[pieces.length - 1] = `${last} ${text}`;
    else pieces.push(text);
  }
  return pieces;
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );
}

test.describe.configure({ timeout: 300_000 });

/** Saves and refusals per field, for the figures and the checks. */
class Ledger {
  readonly fields = new Map<string, { saved: number; refused: Map<string, number> }>();
  readonly failures: string[] = [];

  /** Records one save: 2xx saved, 400 with a message key refused; anything else is a defect. */
  async record(field: string, payload: number, response: APIResponse): Promise<boolean> {
    const entry = this.fields.get(field) ?? { saved: 0, refused: new Map<string, number>() };
    this.fields.set(field, entry);
    if (response.ok()) {
      entry.saved++;
      return true;
    }
    const body = await response.text();
    const message = /"message":"([A-Z_]+)"/.exec(body)?.[1];
    if (response.status() === 400 && message) {
      entry.refused.set(message, (entry.refused.get(message) ?? 0) + 1);
    } else {
      this.failures.push(
        `${field}, payload ${payload}: ${response.status()} ${body.slice(0, 200)}`,
      );
    }
    return false;
  }

  get saved(): number {
    return [...this.fields.values()].reduce((sum, entry) => sum + entry.saved, 0);
  }
}

const png = () => ({ name: 'picture.png', mimeType: 'image/png', buffer: pngPicture() });
const numbered = XSS_PAYLOADS.map((payload, index) => ({ payload, n: index + 1 }));

interface Saved {
  gallery: number;
  carriers: number[];
  hof: number[];
  releases: number[];
}

/** Every payload through every text field the pages show, by the API as the administrator. */
async function saveEverywhere(request: APIRequestContext, ledger: Ledger): Promise<Saved> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const post = (url: string, data: object) => request.post(url, { data, headers });
  const multipart = (url: string, fields: Record<string, string | ReturnType<typeof png>>) =>
    request.post(url, { multipart: fields, headers });

  // Library: one content per payload for the title, version and description
  // (each shown alone on its page and in the list), and a gallery content
  // holding every comment, legend and description at once.
  const contentFields = (title: string, description: string) => ({
    title,
    version: '1.0',
    category: 7,
    culture: 9,
    description,
    confirmed: '1',
  });
  const created = await inBatches(
    [{ n: 0, payload: '' }, ...numbered].map(({ n }) => async () => {
      const fields = contentFields(`${MARK} carrier ${n}`, `<p>${MARK} ${n}</p>`);
      const answer = await post('/api/library/contents/', fields);
      expect(answer.ok(), await answer.text()).toBe(true);
      const { contentid } = (await answer.json()) as { contentid: number };
      expect((await post(`/api/library/contents/${contentid}`, fields)).ok()).toBe(true);
      return contentid;
    }),
  );
  const [gallery, ...carriers] = created as [number, ...number[]];
  const descriptions: string[] = [];
  await inBatches(
    numbered.map(({ payload, n }, index) => async () => {
      const url = `/api/library/contents/${carriers[index]}`;
      const fields = contentFields(`${MARK} carrier ${n}`, `<p>${MARK} ${n}</p>`);
      if (await ledger.record('library title', n, await post(url, { ...fields, title: payload }))) {
        fields.title = payload;
      }
      const version = { ...fields, version: payload };
      if (await ledger.record('library version', n, await post(url, version))) {
        Object.assign(fields, { version: payload });
      }
      const description = `<p>${MARK} ${n}</p>${payload}`;
      const withDescription = { ...fields, description };
      if (await ledger.record('library description', n, await post(url, withDescription))) {
        descriptions.push(description);
      }
    }),
  );
  const galleryFields = contentFields(`${MARK} gallery`, descriptions.join(''));
  expect((await post(`/api/library/contents/${gallery}`, galleryFields)).ok()).toBe(true);
  await inBatches(
    numbered.map(
      ({ payload, n }) =>
        () =>
          post(`/api/library/contents/${gallery}/comments`, { text: payload }).then((answer) =>
            ledger.record('library comment', n, answer),
          ),
    ),
  );
  // Legends: each payload on one picture in turn, then the accepted ones
  // shared out over as few pictures as hold them (each picture is converted).
  const images = `/api/library/contents/${gallery}/images`;
  const probe = await multipart(images, { picture1: png(), legend: '' });
  expect(probe.ok(), await probe.text()).toBe(true);
  const { id: imageId } = (await probe.json()) as { id: number };
  const legends: string[] = [];
  for (const { payload, n } of numbered) {
    const answer = await post(`${images}/${imageId}`, { legend: payload });
    if (await ledger.record('library image legend', n, answer)) legends.push(payload);
  }
  const [firstLegend, ...otherLegends] = packed(legends, LEGEND_LENGTH);
  expect((await post(`${images}/${imageId}`, { legend: firstLegend })).ok()).toBe(true);
  for (const legend of otherLegends) {
    expect((await multipart(images, { picture1: png(), legend })).ok()).toBe(true);
  }

  // Encyclopedia: each payload saved as the description in both languages
  // (the edit page's history shows them all), then all of them at once as
  // the description shown; one picture per payload, captioned in both.
  const entryUrl = `/api/encyclopedia/${ENTRY}`;
  const shown: Record<'en' | 'fr', string[]> = { en: [], fr: [] };
  for (const language of ['en', 'fr'] as const) {
    await inBatches(
      numbered.map(({ payload, n }) => async () => {
        const desc = `<p>${MARK} ${n}</p>${payload}`;
        const saved = await post(`${entryUrl}?language=${language}`, { desc });
        if (await ledger.record(`encyclopedia description (${language})`, n, saved)) {
          shown[language].push(desc);
        }
      }),
      4,
    );
    const all = await post(`${entryUrl}?language=${language}`, { desc: shown[language].join('') });
    expect(all.ok(), await all.text()).toBe(true);
  }
  // Captions as the library's legends: one picture in turn (its history
  // keeps every caption), then the accepted ones shared out.
  const entryImages = `${entryUrl}/images`;
  const first = await multipart(entryImages, { picture1: png(), legend_en: '', legend_fr: '' });
  expect(first.ok(), await first.text()).toBe(true);
  const { pos } = (await first.json()) as { pos: number };
  const captions: string[] = [];
  for (const { payload, n } of numbered) {
    const caption = { legend_en: payload, legend_fr: payload, enabled: '1' };
    const answer = await post(`${entryImages}/${pos}`, caption);
    if (await ledger.record('encyclopedia image legends (en, fr)', n, answer)) {
      captions.push(payload);
    }
  }
  const [firstCaption, ...otherCaptions] = packed(captions, LEGEND_LENGTH);
  const caption = { legend_en: firstCaption, legend_fr: firstCaption, enabled: '1' };
  expect((await post(`${entryImages}/${pos}`, caption)).ok()).toBe(true);
  for (const legend of otherCaptions) {
    const fields = { picture1: png(), legend_en: legend, legend_fr: legend };
    expect((await multipart(entryImages, fields)).ok()).toBe(true);
  }

  // Hall of fame: each payload as a line of one entry in turn, then the
  // accepted ones as the lines of as few entries as hold them.
  const entryLines = (lines: string[]) => ({ text_en: lines, text_fr: lines, pos: 0 });
  const hofProbe = await multipart('/api/hof/', {
    text_en: JSON.stringify([MARK]),
    text_fr: JSON.stringify([MARK]),
    pos: '0',
    avatar: png(),
  });
  expect(hofProbe.ok(), await hofProbe.text()).toBe(true);
  const { id: hofId } = (await hofProbe.json()) as { id: number };
  const hofLines: string[] = [];
  for (const { payload, n } of numbered) {
    const answer = await post(`/api/hof/${hofId}`, entryLines([MARK, payload]));
    if (await ledger.record('hall of fame lines (en, fr)', n, answer)) hofLines.push(payload);
  }
  const [firstLines, ...otherLines] = chunks(hofLines, HOF_LINES - 1);
  const hof = [hofId];
  expect((await post(`/api/hof/${hofId}`, entryLines([MARK, ...firstLines!]))).ok()).toBe(true);
  for (const lines of otherLines) {
    const answer = await multipart('/api/hof/', {
      text_en: JSON.stringify([MARK, ...lines]),
      text_fr: JSON.stringify([MARK, ...lines]),
      pos: '0',
      avatar: png(),
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    hof.push(((await answer.json()) as { id: number }).id);
  }

  // Releases: one per payload, its title and then its notes, in both languages.
  const releases = await inBatches(
    numbered.map(({ payload, n }) => async () => {
      const release = {
        version: `0.0.${n}-${RUN}`,
        mcversion: GAME_VERSION,
        url: 'https://example.org/millenaire.zip',
        serverurl: '',
        devversion: '0',
        date: new Date(Date.UTC(2001, 0, n)).toISOString(),
        title_en: `${MARK} ${n}`,
        title_fr: `${MARK} ${n}`,
        description_en: '',
        description_fr: '',
        current: '0',
      };
      const answer = await post('/api/versions/admin', release);
      expect(answer.ok(), await answer.text()).toBe(true);
      const { id } = (await answer.json()) as { id: number };
      const titled = { ...release, title_en: payload, title_fr: payload };
      const url = `/api/versions/admin/${id}`;
      if (await ledger.record('release titles (en, fr)', n, await post(url, titled))) {
        Object.assign(release, { title_en: payload, title_fr: payload });
      }
      const notes = { ...release, description_en: payload, description_fr: payload };
      await ledger.record('release notes (en, fr)', n, await post(url, notes));
      return id;
    }),
  );

  // Translation centre: the payloads as lines of the first page of the
  // Polish help file (a kind of file whose lines may hold '='), ten at a
  // time as the editor saves them, one by one where a batch is refused to
  // tell which; then all of them at once. The history shows every change.
  const fileUrl = `/api/translationsapp/latestfiles/${TRANSLATION.language}/${TRANSLATION.filekey}`;
  const lines: string[] = [];
  const saveLines = (page: string[]) =>
    post(fileUrl, {
      filename: TRANSLATION.filename,
      splitcontent: { elements: { page_1: page } },
    });
  for (let start = 0; start < numbered.length; start += 10) {
    const batch = numbered.slice(start, start + 10);
    const answer = await saveLines(batch.map(({ payload }) => payload));
    if (answer.ok()) {
      for (const { n, payload } of batch) {
        await ledger.record('translation value', n, answer);
        lines.push(payload);
      }
      continue;
    }
    for (const { n, payload } of batch) {
      if (await ledger.record('translation value', n, await saveLines([payload]))) {
        lines.push(payload);
      }
    }
  }
  const all = await saveLines(lines);
  expect(all.ok(), await all.text()).toBe(true);

  // The translators' own words about that page: each payload as a comment on
  // it and as a member's suggestion for it (open ones show under the line).
  const talk = `/api/translationsapp/comments/${TRANSLATION.language}/${TRANSLATION.filekey}`;
  const ideas = `/api/translationsapp/membersuggestions/${TRANSLATION.language}/${TRANSLATION.filekey}`;
  await inBatches(
    numbered.map(({ n, payload }) => async () => {
      await ledger.record(
        'translation comment',
        n,
        await post(talk, { element: 'page_1', body: payload }),
      );
      await ledger.record(
        'translation suggestion',
        n,
        await post(ideas, { element: 'page_1', lines: [payload] }),
      );
    }),
  );

  return {
    gallery,
    carriers,
    hof,
    releases,
  };
}

/** Takes away what other pages would show: the releases, the hall of fame entries, the description. */
async function tidyUp(request: APIRequestContext, saved: Saved): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  await inBatches([
    ...saved.hof.map((id) => () => request.post(`/api/hof/${id}/delete`, { headers })),
    ...saved.releases.map(
      (id) => () => request.post(`/api/versions/admin/${id}/delete`, { headers }),
    ),
    ...(['en', 'fr'] as const).map(
      (language) => () =>
        request.post(`/api/encyclopedia/${ENTRY}?language=${language}`, {
          data: { desc: null },
          headers,
        }),
    ),
  ]);
}

interface Visit {
  path: string;
  /** Only for the administrator (the page sends a visitor away). */
  adminOnly?: boolean;
  /** What to open on the page once it is drawn, so all it holds shows. */
  open?: (page: Page) => Promise<void>;
}

test('stored hostile text runs nowhere the site shows it', async ({ browser, request }) => {
  const started = Date.now();
  const ledger = new Ledger();
  const saved = await saveEverywhere(request, ledger);
  const savedAt = Date.now();
  try {
    const showAll = async (page: Page) => {
      await page.getByRole('button', { name: encyclopediaTexts.history.showAll }).click();
      await page.locator('main [class*=_diff_]').first().waitFor();
    };
    // The payloads are there to be seen: comments are plain text, shown as typed.
    const commentsShown = async (page: Page) => {
      await expect(page.getByText(XSS_PAYLOADS[0]!, { exact: true }).first()).toBeVisible();
    };
    // The page's comments opened under its line; its suggestions show without a click.
    const lineTalkShown = async (page: Page) => {
      await page.locator('[aria-controls="comments-page_1"]').click();
      await expect(
        page.getByTestId('line-comments-page_1').getByText(XSS_PAYLOADS[0]!, { exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId('member-suggestions-page_1')).toBeVisible();
    };
    const visits: Visit[] = [
      { path: '/' },
      { path: `/library?q=${MARK}` },
      { path: `/library/${saved.gallery}`, open: commentsShown },
      { path: `/library/${saved.gallery}/edit`, adminOnly: true },
      { path: `/library/${saved.gallery}/editimages`, adminOnly: true },
      { path: `/encyclopedia/${ENTRY}` },
      { path: `/encyclopedia/${ENTRY}/edit`, adminOnly: true, open: showAll },
      { path: '/halloffame' },
      { path: '/admin/halloffame', adminOnly: true },
      { path: '/history' },
      { path: '/admin/releases', adminOnly: true },
      { path: '/translations' },
      {
        path: `/translationcentre/files/${TRANSLATION.filekey}/en/${TRANSLATION.language}`,
        open: lineTalkShown,
      },
      { path: `/translationcentre/history/${TRANSLATION.filekey}/${TRANSLATION.language}` },
    ];
    // The visitor reads in French, the administrator in English: the two
    // languages' descriptions, legends, lines and titles are both shown.
    const sessions = [
      { session: 'visitor', language: 'fr' },
      { session: 'admin', language: 'en' },
    ] as const;
    let opened = 0;
    let sources = 0;
    for (const { session, language } of sessions) {
      const context = await openContext(browser, { language, width: 1440, session });
      const page = await context.newPage();
      // The checks themselves find what they look for.
      const planted = '<img src=x onerror="window.__xss=0"><a href=" java&#x09;script:0">a</a>';
      expect(await xssTraces(page, planted)).toHaveLength(2);
      let where = '';
      page.on('dialog', (dialog) => {
        ledger.failures.push(`${where}: a dialog "${dialog.message()}"`);
        void dialog.dismiss();
      });
      page.on('console', (message) => {
        if (/__xss|alert\(/.test(message.text())) {
          ledger.failures.push(`${where}: console "${message.text().slice(0, 200)}"`);
        }
      });
      page.on('pageerror', (error) => {
        if (error.message.includes('__xss')) ledger.failures.push(`${where}: ${error.message}`);
      });
      /** The page's HTML as the server sends it to a visitor, parsed but not run. */
      const source = async (path: string) => {
        const answer = await page.request.get(path);
        for (const trace of await xssTraces(page, await answer.text())) {
          ledger.failures.push(`server HTML of ${path}: ${trace}`);
        }
        sources++;
      };
      const look = async (visit: Visit, arrival: Arrival) => {
        where = `${session} ${arrival} ${visit.path}`;
        try {
          await openPage(page, visit.path, arrival);
          await visit.open?.(page);
          // Over the page, where an overlay or a hover handler would be.
          await page.mouse.move(300, 400);
          await page.mouse.move(700, 600);
        } catch (error) {
          ledger.failures.push(`${where}: not drawn (${String(error).slice(0, 200)})`);
        }
        opened++;
        for (const trace of await xssTraces(page)) ledger.failures.push(`${where}: ${trace}`);
        for (const refused of await policyViolations(page)) {
          ledger.failures.push(`${where}: content security policy refused ${refused}`);
        }
      };
      const mine = visits.filter((visit) => session === 'admin' || !visit.adminOnly);
      for (const arrival of ['load', 'inApp'] as const) {
        for (const visit of mine) await look(visit, arrival);
      }
      if (session === 'visitor') {
        // The server's HTML of every page above, of the list's further pages,
        // and of each content's own page (its title in the document's title
        // and the page's data, its description alone), checked as parsed:
        // what runs before the app hydrates the page is decided there.
        const listPages = Math.ceil((saved.carriers.length + 1) / LIBRARY_PAGE_SIZE);
        const more = Array.from(
          { length: listPages - 1 },
          (_, i) => `/library?q=${MARK}&page=${i + 2}`,
        );
        const carriers = saved.carriers.map((id) => `/library/${id}`);
        for (const path of [...mine.map((visit) => visit.path), ...more, ...carriers]) {
          await source(path);
        }
      }
      await context.close();
    }

    const refused = [...ledger.fields.values()].reduce(
      (sum, entry) => sum + [...entry.refused.values()].reduce((a, b) => a + b, 0),
      0,
    );
    console.log(
      `Stored XSS: ${XSS_PAYLOADS.length} payloads × ${ledger.fields.size} fields: ` +
        `${ledger.saved} saved, ${refused} refused; ${opened} page visits, ` +
        `${sources} server-rendered pages parsed ` +
        `(saves ${Math.round((savedAt - started) / 1000)} s, ` +
        `pages ${Math.round((Date.now() - savedAt) / 1000)} s)`,
    );
    for (const [field, entry] of ledger.fields) {
      const reasons = [...entry.refused].map(([key, count]) => `${count} ${key}`).join(', ');
      console.log(`  ${field}: ${entry.saved} saved${reasons ? `, refused ${reasons}` : ''}`);
    }
    expect(ledger.failures).toEqual([]);
  } finally {
    await tidyUp(request, saved);
  }
});
