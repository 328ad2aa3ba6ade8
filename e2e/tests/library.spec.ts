import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import lib from '../../apps/web/src/features/library/i18n/en.json' with { type: 'json' };
import { createAccount, forgetSession, loginAsAdmin, uniqueLogin } from './helpers/accounts.ts';
import { pngPicture, seedContents, zipArchive } from './helpers/library.ts';

const firstCard = (page: Page) => page.locator('main article a').first();
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** The seeded, confirmed content every visitor sees. */
const SEEDED = { id: 4, title: 'Caravanserai road map' };

test.describe('library', () => {
  test('upload with a real archive, then edit, then images edition', async ({ page }) => {
    test.setTimeout(120_000);
    const login = uniqueLogin('maker');
    await createAccount(page, { login });

    await page.goto('/library/create');
    const create = page.getByRole('button', { name: lib.form.create });
    await expect(create).toBeDisabled();
    await page.getByRole('textbox', { name: new RegExp(`^${lib.form.title}`) }).fill('Mill row');
    await page.getByRole('textbox', { name: new RegExp(`^${lib.form.version}`) }).fill('8.1.2');
    await page.getByRole('combobox', { name: new RegExp(`^${lib.form.category}`) }).selectOption({
      label: 'Buildings',
    });
    await page.getByRole('combobox', { name: new RegExp(`^${lib.form.culture}`) }).selectOption({
      label: 'Norman',
    });
    const editor = page.getByRole('textbox', { name: new RegExp(`^${lib.form.description}`) });
    await editor.click();
    await editor.pressSequentially('Three mills along a river.');
    await page.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially(' Strong walls.');
    await expect(create).toBeDisabled();
    const archive = zipArchive('mill-row/readme.txt', 'Three mills.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'mill-row.zip',
      mimeType: 'application/zip',
      buffer: archive,
    });
    await expect(create).toBeEnabled();
    await create.click();

    await expect(page).toHaveURL(/\/library\/\d+$/);
    await expect(notice(page, lib.messages.created)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mill row');
    await expect(page.getByText('mill-row.zip')).toBeVisible();
    // The type is told by the archive's bytes, and its SHA-512 lets a player check a download.
    const information = page.getByRole('table');
    await expect(information.getByRole('row', { name: lib.content.type })).toContainText('ZIP');
    await expect(information.getByRole('row', { name: lib.content.sha512 })).toContainText(
      createHash('sha512').update(archive).digest('hex'),
    );
    await expect(page.locator('main strong', { hasText: 'Strong walls.' })).toBeVisible();
    const download = page.getByRole('link', { name: lib.content.download });
    await expect(download).toHaveAttribute('href', /\/download$/);
    const contentPath = new URL(page.url()).pathname;

    // Edit: the confirmed box is there but not for a player to tick.
    await page.getByRole('link', { name: lib.content.edit, exact: true }).click();
    await expect(page).toHaveURL(`${contentPath}/edit`);
    await expect(page.getByRole('checkbox', { name: lib.form.confirmed })).toBeDisabled();
    const title = page.getByRole('textbox', { name: new RegExp(`^${lib.form.title}`) });
    await expect(title).toHaveValue('Mill row');
    await title.fill('Mill row on the river');
    await page.getByRole('button', { name: lib.form.submit }).click();
    await expect(notice(page, lib.messages.updated)).toBeVisible();

    // Images: add one with a legend, change the legend, delete it.
    await page.getByRole('link', { name: lib.content.editImages }).click();
    await expect(page).toHaveURL(`${contentPath}/editimages`);
    const upload = page.getByRole('button', { name: lib.images.upload, exact: true });
    await expect(upload).toBeDisabled();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'mills.png', mimeType: 'image/png', buffer: pngPicture() });
    await expect(page.getByRole('img', { name: lib.images.preview })).toBeVisible();
    const section = page.getByRole('region', { name: lib.images.addTitle });
    await section.getByRole('textbox', { name: lib.images.legend }).fill('The first mill');
    await upload.click();
    await expect(notice(page, lib.messages.imageUploaded)).toBeVisible();
    const item = page.getByTestId('image-editor');
    await expect(item).toHaveCount(1);
    await item.getByRole('textbox', { name: lib.images.legend }).fill('The upper mill');
    await item.getByRole('button', { name: lib.images.submit }).click();
    await expect(notice(page, lib.messages.imageUpdated)).toBeVisible();

    // The content page shows it, and opens the large view with its legend.
    await page.goto(contentPath);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mill row on the river');
    await page.getByRole('button', { name: /The upper mill/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('The upper mill');
    await dialog.getByRole('button', { name: lib.content.close }).click();

    await page.goto(`${contentPath}/editimages`);
    await page.getByTestId('image-editor').getByRole('button', { name: lib.images.delete }).click();
    await expect(notice(page, lib.messages.imageDeleted)).toBeVisible();
    await expect(page.getByTestId('image-editor')).toHaveCount(0);
  });

  test('comments: the author edits and deletes, another player cannot, an admin can', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    page.on('dialog', (dialog) => void dialog.accept());
    const content = `/library/${SEEDED.id}`;

    // A visitor is asked to log in.
    await page.goto(content);
    await expect(page.getByText(lib.comments.loginToComment)).toBeVisible();

    const author = uniqueLogin('commenter');
    await createAccount(page, { login: author });
    await page.goto(content);
    await page.getByRole('textbox', { name: lib.comments.newComment }).fill('Lovely road.');
    await page.getByRole('button', { name: lib.comments.add }).click();
    await expect(notice(page, lib.messages.commentAdded)).toBeVisible();
    const mine = page.getByTestId('comment').filter({ hasText: author });
    await expect(mine).toContainText('Lovely road.');
    await mine.getByRole('button', { name: lib.comments.edit }).click();
    await mine.getByRole('textbox', { name: lib.comments.editLabel }).fill('Lovely desert road.');
    await mine.getByRole('button', { name: lib.comments.save }).click();
    await expect(notice(page, lib.messages.commentEdited)).toBeVisible();
    const edited = page.getByTestId('comment').filter({ hasText: author });
    await expect(edited).toContainText('Lovely desert road.');
    await expect(edited).toContainText(`edited by ${author}`);

    // Another player sees it, without edit or delete.
    await forgetSession(page);
    const other = uniqueLogin('reader');
    await createAccount(page, { login: other });
    await page.goto(content);
    await expect(edited).toBeVisible();
    await expect(edited.getByRole('button', { name: lib.comments.edit })).toHaveCount(0);
    await expect(edited.getByRole('button', { name: lib.comments.delete })).toHaveCount(0);

    // An administrator may edit and delete anyone's.
    await forgetSession(page);
    await loginAsAdmin(page, request);
    await page.goto(content);
    await expect(edited.getByRole('button', { name: lib.comments.edit })).toBeVisible();
    await edited.getByRole('button', { name: lib.comments.delete }).click();
    await expect(notice(page, lib.messages.commentDeleted)).toBeVisible();
    await expect(edited).toHaveCount(0);
  });

  test('stars: star, see it among starred contents, unstar', async ({ page, request }) => {
    await loginAsAdmin(page, request);
    await page.goto(`/library/${SEEDED.id}`);
    const star = page.getByRole('button', { name: lib.content.star, exact: true });
    const unstar = page.getByRole('button', { name: lib.content.unstar });
    if (await unstar.isVisible()) await unstar.click();
    await star.click();
    await expect(notice(page, lib.messages.starred)).toBeVisible();
    await expect(unstar).toBeVisible();
    await page.goto('/library/starredcontents');
    await expect(page.locator('main article', { hasText: SEEDED.title })).toBeVisible();
    await page.goto(`/library/${SEEDED.id}`);
    await unstar.click();
    await expect(notice(page, lib.messages.unstarred)).toBeVisible();
    await page.goto('/library/starredcontents');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main article', { hasText: SEEDED.title })).toHaveCount(0);
  });

  test('filters, sorts and pages live in the address', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = uniqueLogin('pager').replace(/-/g, '');
    await seedContents(
      request,
      Array.from({ length: 13 }, (_, index) => ({ title: `Paged ${tag} ${index + 1}` })),
    );
    await page.goto('/library');
    await expect(page.locator('main article')).toHaveCount(12);

    // Search: matches titles, ignoring case; page links keep the search.
    await page.getByRole('searchbox', { name: lib.list.search }).fill(tag.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${tag.toUpperCase()}`));
    await expect(page.getByText('13 contents')).toBeVisible();
    const pages = page.getByRole('navigation', { name: lib.list.pagination });
    await pages.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('main article')).toHaveCount(1);
    // Most Recent first: page 2 holds the oldest of the thirteen.
    await expect(firstCard(page)).toHaveText(`Paged ${tag} 1`);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.locator('main article')).toHaveCount(12);

    // Oldest first, then a category filter with nothing of these in it.
    await page.getByRole('combobox', { name: lib.list.sort }).selectOption({
      label: lib.list.sorts.oldest,
    });
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(firstCard(page)).toHaveText(`Paged ${tag} 1`);
    await page.getByRole('combobox', { name: lib.list.category }).selectOption({
      label: 'Buildings',
    });
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByText(lib.list.empty)).toBeVisible();

    // The address alone gives the same list.
    await page.goto(`/library?q=${tag}&sort=downloads&page=2`);
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: lib.list.sort })).toHaveValue('downloads');

    // Most Downloaded over the seeded contents: the harbour hamlet leads.
    await page.goto('/library?sort=downloads');
    await expect(firstCard(page)).toHaveText('Harbour hamlet for the Normans');
    // The page came rendered by the server: its filters answer once the app has taken it over.
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await page.getByRole('combobox', { name: lib.list.category }).selectOption({
      label: 'Worlds and maps',
    });
    await expect(page.locator('main article').first()).toContainText(SEEDED.title);
  });
});
