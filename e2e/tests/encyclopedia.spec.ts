import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import en from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import encyclopediaEn from '../../apps/web/src/features/encyclopedia/i18n/en.json' with { type: 'json' };
import encyclopediaFr from '../../apps/web/src/features/encyclopedia/i18n/fr.json' with { type: 'json' };
import {
  WORLD_MAP,
  WORLD_MAP_AREAS,
  type Culture,
} from '../../packages/contracts/src/encyclopedia.ts';
import { loginAsAdmin } from './helpers/accounts.ts';

// The demo encyclopedia seeded on the site under test, in both languages.
const LANGUAGES = [
  { lang: 'en', shell: en, texts: encyclopediaEn, normans: 'Normans', fee: 'Fée of the orchards' },
  { lang: 'fr', shell: fr, texts: encyclopediaFr, normans: 'Normands', fee: 'Fée des vergers' },
] as const;

const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** The page coordinates of a culture area's centre on the map as it is drawn now. */
async function areaCentre(page: Page, culture: Culture): Promise<{ x: number; y: number }> {
  const map = page.getByRole('group', { name: /map|carte/i });
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await map.boundingBox())!;
  const points = WORLD_MAP_AREAS[culture];
  const cx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const cy = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const scale = box.width / WORLD_MAP.width;
  return { x: box.x + cx * scale, y: box.y + cy * scale };
}

for (const { lang, shell, texts, normans, fee } of LANGUAGES) {
  test.describe(`encyclopedia in ${lang}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'language', value: lang, url: baseURL! }]);
    });

    test('search suggests from the third letter, accents aside, cultures first', async ({
      page,
    }) => {
      await page.goto('/encyclopedia');
      const search = page.getByRole('combobox', { name: texts.home.searchLabel });
      await search.fill('fe');
      await expect(page.getByRole('option')).toHaveCount(0);
      await search.fill('fee');
      await expect(page.getByRole('option', { name: new RegExp(fee) })).toBeVisible();

      await search.fill('man');
      const options = page.getByRole('option');
      await expect(options.first()).toContainText(normans);
      expect(await options.count()).toBeGreaterThan(1);

      // Keyboard: the first suggestion is chosen, the arrow moves to the next.
      await search.fill('fee');
      await search.press('Enter');
      await expect(page).toHaveURL('/encyclopedia/norman/villagers/fee');
      await expect(title(page)).toHaveText(`${shell.areas.encyclopedia} > ${fee}`);

      await page.goto('/encyclopedia');
      await search.fill('man');
      // The whole list: the cultures come first, the other entries with the index.
      await expect(page.getByRole('option').nth(1)).toBeVisible();
      await search.press('ArrowDown');
      await search.press('Enter');
      await expect(page).not.toHaveURL('/encyclopedia');
      await expect(page).not.toHaveURL('/encyclopedia/norman');
    });

    test('words typed before the page comes alive still bring their suggestions', async ({
      page,
    }) => {
      // The page's scripts are held until the reader has typed in the box the
      // server sent (a slow phone, a fast typist): no focus or input event of
      // theirs reaches the page's code.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Not awaited: the page only comes alive once the scripts are released.
      const loading = page.goto('/encyclopedia');
      const search = page.getByRole('combobox', { name: texts.home.searchLabel });
      await search.fill('fee');
      release();
      await loading;
      await expect(page.getByRole('option', { name: new RegExp(fee) })).toBeVisible();
      await expect(search).toHaveValue('fee');
    });

    test('the world map names a culture 50 px below the pointer and opens it', async ({ page }) => {
      await page.goto('/encyclopedia');
      const { x, y } = await areaCentre(page, 'norman');
      await page.mouse.move(x, y);
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toHaveText(normans);
      const box = (await tooltip.boundingBox())!;
      expect(Math.abs(box.y - (y + WORLD_MAP.tooltipOffset))).toBeLessThan(2);
      expect(Math.abs(box.x + box.width / 2 - x)).toBeLessThan(2);

      const indian = await areaCentre(page, 'indian');
      await page.mouse.move(indian.x, indian.y);
      await expect(tooltip).not.toHaveText(normans);
      await page.mouse.move(x, y);
      await page.mouse.click(x, y);
      await expect(page).toHaveURL('/encyclopedia/norman');
      await expect(title(page)).toHaveText(`${shell.areas.encyclopedia} > ${normans}`);
    });

    test('reference buttons lead from a culture to its items and on', async ({ page }) => {
      await page.goto('/encyclopedia/norman');
      await expect(page.getByRole('heading', { level: 2, name: normans })).toBeVisible();
      // The § colour code shows as colour, never as text.
      await expect(page.getByText('§')).toHaveCount(0);
      await page
        .getByRole('link', { name: lang === 'en' ? 'Farmer' : 'Fermier', exact: true })
        .first()
        .click();
      await expect(page).toHaveURL('/encyclopedia/norman/villagers/farmer');
      await page
        .getByRole('link', { name: lang === 'en' ? 'Timber farmhouse' : 'Ferme à colombages' })
        .click();
      await expect(page).toHaveURL('/encyclopedia/norman/buildings/farmhouse');
      await page.getByRole('button', { name: shell.nav.back }).click();
      await expect(page).toHaveURL('/encyclopedia/norman/villagers/farmer');
      await page
        .getByRole('navigation', { name: shell.nav.label })
        .getByRole('link', { name: shell.nav.home })
        .click();
      await expect(page).toHaveURL('/encyclopedia');
    });

    test('a culture page renders its travel book, pictures and contents', async ({ page }) => {
      await page.goto('/encyclopedia/norman');
      const colour = page.getByText(
        lang === 'en' ? 'green hedged fields' : 'champs verts et des haies',
      );
      await expect(colour).toHaveCSS('color', 'rgb(43, 122, 43)');
      await expect(
        page.getByRole('heading', { level: 3, name: texts.types.villages, exact: true }),
      ).toBeVisible();
      for (const type of ['villages', 'villagers', 'buildings', 'tradegoods'] as const) {
        await expect(
          page.getByRole('heading', { level: 2, name: texts.types[type], exact: true }),
        ).toBeVisible();
      }
      const picture = page.getByRole('img', { name: lang === 'en' ? /by day/ : /le jour/ });
      await expect(picture).toBeVisible();
      // Visible as soon as its box is laid out; the picture itself arrives a moment later.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: shell.slideshow.next }).click();
      await expect(
        page.getByRole('img', { name: lang === 'en' ? /Dusk/ : /Le soir/ }),
      ).toBeVisible();
      // A visitor is invited to write the missing description.
      await expect(page.getByText(texts.entry.noDescription)).toBeVisible();
      await expect(page.getByRole('link', { name: texts.entry.createAccount })).toBeVisible();
    });

    test('each type of item has its page', async ({ page }) => {
      const items = [
        {
          path: '/encyclopedia/japanese/villages/fishingvillage',
          en: 'Fishing village',
          fr: 'Village de pêcheurs',
        },
        { path: '/encyclopedia/mayan/villagers/shaman', en: 'Shaman', fr: 'Chaman' },
        {
          path: '/encyclopedia/byzantines/buildings/church',
          en: 'Domed church',
          fr: 'Église à coupole',
        },
        { path: '/encyclopedia/seljuk/tradegoods/carpet', en: 'Carpet', fr: 'Tapis' },
      ];
      for (const item of items) {
        await page.goto(item.path);
        await expect(title(page)).toHaveText(`${shell.areas.encyclopedia} > ${item[lang]}`);
        await expect(page).toHaveTitle(`${shell.areas.encyclopedia} > ${item[lang]}`);
      }
      // The villager's own picture; the building's two-column cost table; the
      // trade good's price row with its icon and the label as tooltip.
      await page.goto('/encyclopedia/mayan/villagers/shaman');
      const portrait = page.getByRole('img', {
        name: new RegExp(lang === 'en' ? 'Shaman' : 'Chaman'),
      });
      await expect(portrait).toHaveAttribute('width', '160');
      await page.goto('/encyclopedia/byzantines/buildings/church');
      await expect(
        page.getByRole('rowheader', { name: lang === 'en' ? 'Stone' : 'Pierre' }),
      ).toBeVisible();
      await page.goto('/encyclopedia/seljuk/tradegoods/carpet');
      const cells = page.getByRole('row').first().getByRole('cell');
      await expect(cells).toHaveCount(3);
      await expect(cells.first().locator('[title]')).toHaveAttribute(
        'title',
        lang === 'en' ? 'Carpet' : 'Tapis',
      );
    });

    test('a villager without a picture shows the culture default one', async ({ page }) => {
      await page.goto('/encyclopedia/norman/villagers/fee');
      const portrait = page.getByRole('img', { name: new RegExp(fee) });
      await expect(portrait).toHaveAttribute('src', /ency-villager-norman_default\.png$/);
      // The browser picks a source once it starts loading the picture.
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\.webp$/);
    });
  });
}

test('the map areas scale with the image on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/encyclopedia');
  const { x, y } = await areaCentre(page, 'japanese');
  await page.mouse.move(x, y);
  await expect(page.getByRole('tooltip')).toHaveText('Japanese');
  await page.mouse.click(x, y);
  await expect(page).toHaveURL('/encyclopedia/japanese');
});

test('logged-in users get the edit button instead of the invitation', async ({ page, request }) => {
  await loginAsAdmin(page, request);
  await page.goto('/encyclopedia/inuits/buildings/igloo');
  await expect(
    page.getByRole('link', { name: encyclopediaEn.entry.writeDescription }),
  ).toHaveAttribute('href', '/encyclopedia/inuits/buildings/igloo/edit');
  await expect(page.getByRole('link', { name: encyclopediaEn.entry.createAccount })).toHaveCount(0);
});

test('an unknown entry shows the error line', async ({ page }) => {
  await page.goto('/encyclopedia/norman/villagers/nobody');
  await expect(page.getByText(/^Error: /).first()).toBeVisible();
});

test('encyclopedia pages run under the content security policy with no errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  for (const path of [
    '/encyclopedia',
    '/encyclopedia/seljuk',
    '/encyclopedia/inuits/villagers/elder',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
