import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import lib from '../../apps/web/src/features/library/i18n/en.json' with { type: 'json' };
import adminEn from '../../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import { loginAsAdmin } from './helpers/accounts.ts';
import { pngPicture, seedContents } from './helpers/library.ts';

// The preview of an image chosen for upload is made in the browser from the
// file (a blob: address): the page's security policy must let it load.

/** The policy refusals the page reports, as the browser's console shows them. */
function policyRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  return refusals;
}

/** The preview has loaded a real picture, not the broken-image icon. */
async function expectLoaded(preview: Locator): Promise<void> {
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBeGreaterThan(0);
}

test.describe('image previews', () => {
  test('the library shows the image chosen to add', async ({ page, request }) => {
    const refusals = policyRefusals(page);
    const [id] = await seedContents(request, [{ title: 'Preview mill' }]);
    await loginAsAdmin(page, request);
    await page.goto(`/library/${id}/editimages`);
    const section = page.getByRole('region', { name: lib.images.addTitle });
    await section
      .locator('input[type="file"]')
      .setInputFiles({ name: 'mill.png', mimeType: 'image/png', buffer: pngPicture() });
    await expectLoaded(section.getByRole('img', { name: lib.images.preview }));
    expect(refusals).toEqual([]);
  });

  test('the hall of fame dialog shows the avatar chosen', async ({ page, request }) => {
    const refusals = policyRefusals(page);
    await loginAsAdmin(page, request);
    await page.goto('/admin/halloffame');
    await page.getByRole('button', { name: adminEn.hof.new }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: pngPicture() });
    await expectLoaded(dialog.getByRole('img', { name: adminEn.hof.preview }));
    expect(refusals).toEqual([]);
  });
});
