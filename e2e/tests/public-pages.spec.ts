import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import advEn from '../../apps/web/src/features/advancements/i18n/en.json' with { type: 'json' };
import advFr from '../../apps/web/src/features/advancements/i18n/fr.json' with { type: 'json' };
import adminEn from '../../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import hofEn from '../../apps/web/src/features/hall-of-fame/i18n/en.json' with { type: 'json' };
import { adminToken, loginAsAdmin, uniqueLogin } from './helpers/accounts.ts';
import { pingPlayer as ping } from './helpers/mod-calls.ts';
import { expectNoSidewaysScroll } from './helpers/pages.ts';

/** A 1×1 PNG, enough for the server to store an avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('advancements: the radio, the login form and a player not found, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/advancements');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(advEn.pages.advancements);
  await expect(page.getByRole('radio', { name: advEn.mode.survival })).toBeChecked();
  await page.getByRole('radio', { name: advEn.mode.all }).check();
  await expect(page.getByRole('radio', { name: advEn.mode.all })).toBeChecked();
  const login = uniqueLogin('nobody');
  await page.getByRole('textbox', { name: advEn.login }).fill(login);
  await page.getByRole('button', { name: advEn.go }).click();
  await expect(page).toHaveURL(`/advancements/${login}`);
  await expect(page.getByText(advEn.notFound.replace('{{player}}', login))).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('advancements: a player who made their data public is found, in French too', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const login = uniqueLogin('steve').replaceAll('-', '_');
  await ping(request, login, ['firstcontact', 'cresus']);
  await page.goto(`/advancements/${login}`);
  await expect(page.getByText(new RegExp(`^${login} found: 2 of \\d+ advancements`))).toBeVisible();
  await context.addCookies([{ name: 'language', value: 'fr', url: baseURL! }]);
  await page.goto(`/advancements/${login}`);
  await expect(page.getByRole('radio', { name: advFr.mode.survival })).toBeChecked();
  await expect(page.getByText(new RegExp(`^${login} trouvé\u00a0: 2 progrès`))).toBeVisible();
});

test('hall of fame: an entry added by an administrator shows its avatar and lines', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const name = uniqueLogin('Builder');
  const created = await request.post('/api/hof/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      text_en: JSON.stringify([name, 'Drew the Seljuk buildings']),
      text_fr: JSON.stringify([name, 'A dessiné les bâtiments seldjoukides']),
      pos: '0',
      avatar: { name: 'avatar.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.ok()).toBe(true);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/halloffame');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(hofEn.pages.halloffame);
  const card = page.getByRole('listitem', { name });
  await expect(card.getByText('Drew the Seljuk buildings')).toBeVisible();
  const avatar = card.locator('img');
  await expect(avatar).toHaveAttribute('width', '112');
  await expect(avatar).toHaveAttribute('height', '112');
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
});

test('administration: others see the administrators-only panel; the admin grants and removes the bonus', async ({
  page,
  request,
}) => {
  await page.goto('/admin/bonus');
  await expect(page.getByText(adminEn.notAuthorized)).toBeVisible();
  await loginAsAdmin(page, request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/bonus');
  const login = uniqueLogin('bonus').replaceAll('-', '_');
  await page.getByRole('textbox', { name: adminEn.bonus.login }).fill(login);
  await page.getByRole('button', { name: adminEn.bonus.add, exact: true }).click();
  await expect(page.getByRole('cell', { name: login, exact: true })).toBeVisible();
  expect(await (await request.get(`/php/bonuscheck.php?login=${login}`)).text()).toBe('thik hai');
  await expectNoSidewaysScroll(page);
  await page
    .getByRole('button', { name: adminEn.bonus.removeLabel.replace('{{login}}', login) })
    .click();
  await expect(page.getByRole('cell', { name: login, exact: true })).toBeHidden();
  await page.goto('/admin/pings');
  await expect(page.getByText(adminEn.pings.byVersion)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('administration: the admin adds a release, edits it on a phone and deletes it once confirmed', async ({
  page,
  request,
}) => {
  await loginAsAdmin(page, request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/releases');
  const r = adminEn.releases;
  const version = `0.0.${Date.now() % 100000}-e2e`;
  await page.getByRole('button', { name: r.new }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: r.fields.version, exact: true }).fill(version);
  await dialog
    .getByRole('textbox', { name: r.fields.url, exact: true })
    .fill('https://example.org/a.zip');
  await dialog.getByLabel(r.fields.date).fill('2010-01-02T03:04:05');
  await dialog.getByRole('checkbox', { name: r.fields.dev }).check();
  await dialog.getByRole('textbox', { name: r.fields.title_en }).fill('Test build');
  await dialog.getByRole('textbox', { name: r.fields.title_fr }).fill('Version de test');
  await dialog.getByRole('button', { name: adminEn.save }).click();
  await expect(page.getByText(r.created.replace('{{version}}', version))).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: r.editLabel.replace('{{version}}', version) }).click();
  await dialog.getByRole('textbox', { name: r.fields.title_en }).fill('Renamed build');
  await dialog.getByRole('button', { name: adminEn.save }).click();
  await expect(page.getByText('Renamed build')).toBeVisible();

  await page.getByRole('button', { name: r.deleteLabel.replace('{{version}}', version) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: adminEn.confirmDelete.confirm })
    .click();
  await expect(page.getByText(r.deleted.replace('{{version}}', version))).toBeVisible();
  await expect(page.getByText('Renamed build')).toBeHidden();
});

test('administration: the admin adds a hall of fame entry with its avatar, edits it and deletes it', async ({
  page,
  request,
}) => {
  await loginAsAdmin(page, request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/halloffame');
  const h = adminEn.hof;
  const name = uniqueLogin('Painter');
  await page.getByRole('button', { name: h.new }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByRole('img', { name: h.preview })).toBeVisible();
  await dialog.getByRole('textbox', { name: h.textEn }).fill(`${name}\nPainted the banners`);
  await dialog.getByRole('textbox', { name: h.textFr }).fill(`${name}\nA peint les bannières`);
  await dialog.getByRole('button', { name: adminEn.save }).click();
  await expect(page.getByText(h.created)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: h.editLabel.replace('{{name}}', name) }).click();
  await dialog.getByRole('textbox', { name: h.textEn }).fill(`${name}\nPainted every banner`);
  await dialog.getByRole('button', { name: adminEn.save }).click();
  await expect(page.getByText('Painted every banner')).toBeVisible();
  await page.goto('/halloffame');
  await expect(
    page.getByRole('listitem', { name }).getByText('Painted every banner'),
  ).toBeVisible();

  await page.goto('/admin/halloffame');
  await page.getByRole('button', { name: h.editLabel.replace('{{name}}', name) }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'new.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await dialog.getByRole('button', { name: h.replaceAvatar }).click();
  await expect(page.getByText(h.avatarReplaced)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: h.deleteLabel.replace('{{name}}', name) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: adminEn.confirmDelete.confirm })
    .click();
  await expect(page.getByText(h.deleted)).toBeVisible();
  await expect(page.getByText('Painted every banner')).toBeHidden();
});
