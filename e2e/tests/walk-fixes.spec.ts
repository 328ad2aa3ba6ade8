import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import homeEn from '../../apps/web/src/features/home/i18n/en.json' with { type: 'json' };
import homeFr from '../../apps/web/src/features/home/i18n/fr.json' with { type: 'json' };
import libFr from '../../apps/web/src/features/library/i18n/fr.json' with { type: 'json' };
import tcEn from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import shellEn from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import shellFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import { adminToken, loginAsAdmin } from './helpers/accounts.ts';

// What walking every page found, seen as a visitor, a member and an administrator would.

async function inFrench(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'language', value: 'fr', url: baseURL! }]);
}

/** WCAG's contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b2] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b2!);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('home: the Seljuk announcement\'s "new culture" badge reads on its background', async ({
  page,
  baseURL,
}) => {
  for (const [language, texts] of [
    ['en', homeEn],
    ['fr', homeFr],
  ] as const) {
    if (language === 'fr') await inFrench(page, baseURL);
    await page.goto('/');
    const badge = page.getByText(texts.seljuk.badge, { exact: true });
    await expect(badge).toBeVisible();
    const colours = await badge.evaluate((label) => {
      const root = label.closest('.mantine-Badge-root') ?? label;
      return { text: getComputedStyle(label).color, back: getComputedStyle(root).backgroundColor };
    });
    expect(contrast(colours.text, colours.back), JSON.stringify(colours)).toBeGreaterThanOrEqual(
      4.5,
    );
  }
});

test('home: a new site shows the donation button, posting to the payment provider', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  const donate = page.getByRole('button', { name: homeEn.contribute.donate });
  await expect(donate).toBeVisible();
  const form = page.locator('form', { has: donate });
  await expect(form).toHaveAttribute('action', 'https://www.paypal.com/donate');
  await expect(form.locator('input[name="hosted_button_id"]')).toHaveValue(/^[A-Za-z0-9]{4,40}$/);
  await inFrench(page, baseURL);
  await page.goto('/');
  await expect(page.getByRole('button', { name: homeFr.contribute.donate })).toBeVisible();
});

test('hall of fame: a new site thanks its builders, translators and artists', async ({
  page,
  baseURL,
}) => {
  await page.goto('/halloffame');
  const people = page.getByRole('listitem');
  await expect(people.first()).toBeVisible();
  expect(await people.count()).toBeGreaterThanOrEqual(6);
  for (const role of ['Builder', 'Translator', 'Artist']) {
    await expect(page.getByText(role, { exact: true }).first()).toBeVisible();
  }
  const avatar = page.getByRole('listitem', { name: 'Aldebrand' }).locator('img');
  await expect(avatar).toBeVisible();
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await inFrench(page, baseURL);
  await page.goto('/halloffame');
  const builder = page.getByRole('listitem', { name: 'Aldebrand' });
  await expect(builder.getByText('Bâtisseur', { exact: true })).toBeVisible();
});

test('translation centre: headings name the area, then the page or the file with its languages', async ({
  page,
  baseURL,
}) => {
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/translationcentre');
  await expect(heading).toHaveText(
    `${shellEn.areas.translationcentre} > ${tcEn.pages.translationcentreHome}`,
  );
  await page.goto('/translationcentre/files/strings/en/fr');
  await expect(heading).toHaveText(`${shellEn.areas.translationcentre} > strings.txt (en → fr)`);
  await expect(page).toHaveTitle(`${shellEn.areas.translationcentre} > strings.txt (en → fr)`);
  await inFrench(page, baseURL);
  await page.goto('/translationcentre/files/lang/en/fr');
  await expect(heading).toHaveText(`${shellFr.areas.translationcentre} > fr_fr.lang (en → fr)`);
});

const LONG_TITLE =
  'The great fortified harbour of the northern coast, with its lighthouse and docks';

test('library cards: long labels go to a second line, a long title shows whole on hover', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  // 'New cultures' and 'Several cultures', the longest labels, on an unconfirmed content.
  const fields = { title: LONG_TITLE, version: '8.1.2', category: 3, culture: 8 };
  const created = await request.post('/api/library/contents/', {
    headers,
    data: { ...fields, description: '<p>A harbour.</p>' },
  });
  const { contentid } = (await created.json()) as { contentid: number };
  await request.post(`/api/library/contents/${contentid}`, {
    headers,
    data: { ...fields, description: '<p>A harbour.</p>', confirmed: '0' },
  });
  await loginAsAdmin(page, request);
  await inFrench(page, baseURL);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/library?q=${encodeURIComponent('fortified harbour of the northern')}`);
    const card = page.locator('main article', { hasText: libFr.card.unconfirmed });
    await expect(card).toBeVisible();
    await expect(card.getByText(libFr.card.unconfirmed)).toBeVisible();
    const title = card.getByRole('link', { name: LONG_TITLE });
    await expect(title).toHaveAttribute('title', LONG_TITLE);
    for (const label of ['Nouvelles cultures', 'Plusieurs cultures']) {
      const badge = card.locator('.mantine-Badge-label', { hasText: label });
      await expect(badge).toBeVisible();
      const cut = await badge.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `${label} at ${width} px`).toBe(false);
    }
  }
});

test('phones: the rich-text toolbar fits a 375 px screen, the other controls in menus', async ({
  page,
  request,
}) => {
  await loginAsAdmin(page, request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/library/create');
  const toolbar = page.locator('.mantine-RichTextEditor-toolbar');
  await expect(page.getByRole('button', { name: 'Bold' })).toBeVisible();
  const fits = await toolbar.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  const box = (await toolbar.boundingBox())!;
  for (const button of await toolbar.getByRole('button').all()) {
    const b = (await button.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
  }
  const editor = page.getByRole('textbox', { name: /^Description/ });
  await editor.click();
  await editor.pressSequentially('A harbour');
  await page.getByRole('button', { name: 'Text style and size' }).click();
  await page.getByRole('menuitem', { name: 'Heading 1' }).click();
  await expect(editor.locator('h2')).toHaveText('A harbour');
  await page.getByRole('button', { name: 'Alignment' }).click();
  await page.getByRole('menuitem', { name: 'Align centre' }).click();
  await expect(editor.locator('h2')).toHaveCSS('text-align', 'center');
  await page.getByRole('button', { name: 'More formatting' }).click();
  await expect(page.getByRole('menuitem', { name: 'Strikethrough' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remove formatting' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('button', { name: 'Strikethrough' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Font size' })).toBeVisible();
});

test('the home slideshow: its fourteen dots on one row, 24 px targets, a counter on phones', async ({
  page,
}) => {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const show = page.getByRole('region', { name: homeEn.slideshow.label });
    // Fourteen 24 px dots do not fit between the arrows: a counter instead.
    await expect(show.getByRole('button', { name: /^Show image \d+$/ })).toHaveCount(0);
    await expect(show.getByText('1 / 14')).toBeVisible();
    await show.getByRole('button', { name: 'Next image' }).click();
    await expect(show.getByText('2 / 14')).toBeVisible();
  }
  for (const width of [800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const show = page.getByRole('region', { name: homeEn.slideshow.label });
    const dots = show.getByRole('button', { name: /^Show image \d+$/ });
    await expect(dots).toHaveCount(14);
    const boxes = await dots.evaluateAll((all) =>
      all.map((d) => {
        const box = d.getBoundingClientRect();
        return { top: box.top, width: box.width, height: box.height };
      }),
    );
    expect(new Set(boxes.map((box) => box.top)).size, `rows at ${width} px`).toBe(1);
    for (const box of boxes) {
      expect(box.width, `dot width at ${width} px`).toBeGreaterThanOrEqual(24);
      expect(box.height, `dot height at ${width} px`).toBeGreaterThanOrEqual(24);
    }
  }
});

test("encyclopedia: every culture's name on the world map stays inside the map", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const language of ['en', 'fr']) {
    if (language === 'fr') await inFrench(page, baseURL);
    await page.goto('/encyclopedia');
    const map = page.locator('svg[role="group"]');
    await expect(map.locator('text')).toHaveCount(7);
    const outside = await map.evaluate((svg) => {
      const frame = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((label) => {
          const box = label.getBoundingClientRect();
          return box.left < frame.left || box.right > frame.right;
        })
        .map((label) => label.textContent);
    });
    expect(outside, language).toEqual([]);
  }
});

test('language names in Japanese, Korean, Chinese and Thai are drawn in a font of the page', async ({
  page,
}) => {
  await page.goto('/translations');
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  const { root } = await client.send('DOM.getDocument', { depth: -1 });
  for (const lang of ['ja', 'ko', 'zh-CN', 'zh-TW', 'th']) {
    const name = page.locator(`td span[lang="${lang}"]`);
    await expect(name).toBeVisible();
    const stack = await name.evaluate((el) => getComputedStyle(el).fontFamily.toLowerCase());
    const { nodeId } = await client.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `td span[lang="${lang}"]`,
    });
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    // Every glyph from a font the page names: a system without one shows empty boxes.
    const used = fonts.filter((font) => font.glyphCount > 0).map((f) => f.familyName);
    expect(used.length, lang).toBeGreaterThan(0);
    for (const family of used) {
      expect(stack, `${lang} drawn in ${family}`).toContain(family.toLowerCase());
    }
  }
});
