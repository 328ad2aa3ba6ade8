import { expect, type Page } from '@playwright/test';
import { test } from './helpers/test.ts';
import site from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import siteFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import admin from '../../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import adminFr from '../../apps/web/src/features/admin/i18n/fr.json' with { type: 'json' };
import { adminToken, createAccount, loginAsAdmin, uniqueLogin } from './helpers/accounts.ts';
import { seedContents } from './helpers/library.ts';
import { axeViolations } from './helpers/pages.ts';

// A member reports a comment (in English) and a creation (in French) through
// the report dialog; an administrator deletes the comment and restores it
// from the handled list (in English), and dismisses the creation's report (in
// French); the member is told of both in their notifications.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function send(page: Page, texts: typeof site, reason: keyof typeof site.report.reasons) {
  const dialog = page.getByRole('dialog', { name: texts.report.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: texts.report.reasons[reason] }).check();
  await dialog.getByRole('textbox', { name: texts.report.text }).fill('Seen on three creations.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: texts.report.send }).click();
  await expect(page.getByText(texts.report.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a member reports a comment and a creation; an administrator deletes, restores and dismisses, in English and French', async ({
  page,
  request,
}) => {
  const title = `Watermill ${Date.now().toString(36)}`;
  const [id] = await seedContents(request, [{ title }]);
  const comment = await request.post(`/api/library/contents/${id}/comments`, {
    data: { text: 'Cheap emeralds at example.com' },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(comment.ok()).toBe(true);
  await createAccount(page, { login: uniqueLogin('reporter') });
  const member = await page.evaluate(() => window.localStorage.getItem('millenaire_token'));

  await page.goto(`/library/${id}?lang=en`);
  const posted = page.getByTestId('comment').filter({ hasText: 'Cheap emeralds' });
  await posted.getByRole('button', { name: /^Report a problem with/ }).click();
  await send(page, site, 'spam');

  await page.goto(`/library/${id}?lang=fr`);
  await page.getByRole('button', { name: siteFr.report.label.replace('{{name}}', title) }).click();
  await send(page, siteFr, 'wrong');

  await loginAsAdmin(page, request);
  await page.goto('/admin/reports?lang=en');
  const commentGroup = page
    .getByTestId('report-group')
    .filter({ hasText: admin.reports.kinds.comment })
    .filter({ hasText: 'Cheap emeralds' });
  await expect(commentGroup).toContainText(site.report.reasons.spam);
  expect(await axeViolations(page)).toEqual([]);
  await commentGroup.getByRole('button', { name: admin.reports.actions.delete }).click();
  await expect(page.getByText(admin.reports.done.delete)).toBeVisible();
  await expect(commentGroup).toHaveCount(0);
  await page.getByText(admin.reports.handled, { exact: true }).click();
  const handled = page.getByTestId('report-group').filter({ hasText: title }).first();
  await handled.getByRole('button', { name: admin.reports.actions.restore }).click();
  await expect(page.getByText(admin.reports.done.restore)).toBeVisible();
  await page.goto(`/library/${id}?lang=en`);
  await expect(page.getByTestId('comment').filter({ hasText: 'Cheap emeralds' })).toBeVisible();

  await page.goto('/admin/reports?lang=fr');
  const creation = page
    .getByTestId('report-group')
    .filter({ hasText: adminFr.reports.kinds.library })
    .filter({ hasText: title });
  await expect(creation).toContainText(siteFr.report.reasons.wrong);
  expect(await axeViolations(page)).toEqual([]);
  await creation.getByRole('button', { name: adminFr.reports.actions.dismiss }).click();
  await expect(page.getByText(adminFr.reports.done.dismiss)).toBeVisible();

  // The member is told of both, in their notifications.
  await page.evaluate((token) => window.localStorage.setItem('millenaire_token', token!), member);
  await page.goto('/user/notifications?lang=fr');
  const lines = page.getByTestId('notification');
  const told = new RegExp(escape(siteFr.following.line.report_one.replace('{{title}}', title)));
  await expect(lines.filter({ hasText: told })).toHaveCount(2);
  // Each says what its report's item is now: the comment was put back since.
  await expect(lines.filter({ hasText: `${title} (rétabli)` })).toHaveCount(1);
  await expect(lines.filter({ hasText: `${title} (laissé tel quel)` })).toHaveCount(1);
});
