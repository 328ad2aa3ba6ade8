import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import shellEn from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import shellFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import libraryEn from '../../apps/web/src/features/library/i18n/en.json' with { type: 'json' };
import libraryFr from '../../apps/web/src/features/library/i18n/fr.json' with { type: 'json' };
import encyclopediaEn from '../../apps/web/src/features/encyclopedia/i18n/en.json' with { type: 'json' };
import encyclopediaFr from '../../apps/web/src/features/encyclopedia/i18n/fr.json' with { type: 'json' };
import { createAccount, menuButton, uniqueLogin } from './helpers/accounts.ts';
import { seedContents } from './helpers/library.ts';

// What a member must never see while a page loads, in both languages.
const LOGGED_OUT_TEXTS = [shellEn, shellFr].flatMap((shell) => [
  shell.user.guest,
  shell.user.login,
  shell.user.createaccount,
  shell.errors.NOT_FOUND,
  shell.state.error.replace('{{message}}', shell.errors.NOT_FOUND),
]);
const LOGGED_OUT_LIBRARY = [libraryEn, libraryFr].flatMap((library) => [
  library.content.starLogin,
  library.comments.loginToComment,
]);
const LOGGED_OUT_ENCYCLOPEDIA = [encyclopediaEn, encyclopediaFr].flatMap((encyclopedia) => [
  encyclopedia.entry.createAccount,
  encyclopedia.entry.createAccountPrompt,
]);

/**
 * Records, from the first byte of every page on, each text the page shows
 * that is one of `texts`, in the tab's session storage (it outlives the page).
 */
async function recordTexts(page: Page, texts: string[]): Promise<void> {
  await page.addInitScript((watched: string[]) => {
    const note = (text: string) => {
      const seen = JSON.parse(sessionStorage.getItem('seen') ?? '[]') as string[];
      sessionStorage.setItem('seen', JSON.stringify([...seen, `${location.pathname}: ${text}`]));
    };
    const check = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.currentNode; text; text = walker.nextNode() as Node) {
        if (text.nodeType !== Node.TEXT_NODE) continue;
        const data = (text.textContent ?? '').trim();
        if (watched.includes(data)) note(data);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target);
        record.addedNodes.forEach(check);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
}

async function seenTexts(page: Page): Promise<string[]> {
  const seen = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('seen') ?? '[]') as string[],
  );
  return [...new Set(seen)];
}

/** Four times slower than this machine: the page's scripts take their time, as on a phone. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('a member never sees logged-out texts or "not found" while a page loads', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const login = uniqueLogin('firstpaint');
  await createAccount(page, { login });
  const token = await page.evaluate(() => localStorage.getItem('millenaire_token'));
  const [publicId] = await seedContents(page.request, [{ title: 'A village for everyone' }]);
  const created = await page.request.post('/api/library/contents/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'My own unconfirmed village',
      version: '1.0',
      category: 7,
      culture: 9,
      description: '<p>Not confirmed yet.</p>',
    },
  });
  expect(created.ok()).toBe(true);
  const { contentid: ownId } = (await created.json()) as { contentid: number };

  // Hydrating the placeholders the server drew must find them as the browser's first render draws them.
  const problems: string[] = [];
  page.on('console', (message) => {
    // The address keeps its public status (404 for a content not public yet), which the browser logs.
    if (message.location().url === page.url()) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await recordTexts(page, [...LOGGED_OUT_TEXTS, ...LOGGED_OUT_LIBRARY, ...LOGGED_OUT_ENCYCLOPEDIA]);
  await slowCpu(page);
  for (const language of ['en', 'fr']) {
    await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);
    for (const path of ['/', `/library/${publicId}`, '/encyclopedia/norman/villagers/farmer']) {
      await page.goto(path);
      await expect(menuButton(page, new RegExp(login))).toBeVisible();
    }
    // The author's to see: the page is no "not found", not even in its status.
    expect((await page.goto(`/library/${ownId}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'My own unconfirmed village' })).toBeVisible();
  }
  expect(await seenTexts(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a visitor without an account gets the logged-out texts from the server', async ({
  request,
}) => {
  const [id] = await seedContents(request, [{ title: 'A village for visitors' }]);
  const html = await (await request.get(`/library/${id}`)).text();
  expect(html).toContain(`>${shellEn.user.guest}<`);
  expect(html).toContain(libraryEn.content.starLogin);
});
