import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import site from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import accountFr from '../../apps/web/src/features/account/i18n/fr.json' with { type: 'json' };
import centre from '../../apps/web/src/features/translation-centre/i18n/en.json' with { type: 'json' };
import { createAccount, loginAsAdmin, uniqueLogin } from './helpers/accounts.ts';
import { axeViolations } from './helpers/pages.ts';

// A new member, told by the translation editor that only confirmed members
// translate, asks to be confirmed (in English); an administrator approves
// the request from the user administration page (in French); the member is
// told, and the editor lets them translate.

const EDITOR = '/translationcentre/files/strings/en/de?lang=en';

test('a member asks to be confirmed from the editor; an administrator approves; the member is told and may translate', async ({
  page,
  request,
}) => {
  const login = uniqueLogin('asker');
  await createAccount(page, { login });
  const member = await page.evaluate(() => window.localStorage.getItem('millenaire_token'));

  await page.goto(EDITOR);
  const notice = page.getByTestId('readonly-notice');
  await expect(notice).toContainText(centre.editor.readOnly);
  await expect(notice.getByRole('link', { name: 'coordinators@millenaire.org' })).toHaveAttribute(
    'href',
    'mailto:coordinators@millenaire.org',
  );
  await notice.getByRole('button', { name: site.confirmation.ask }).click();
  await expect(notice.getByTestId('confirmation-state')).toContainText(
    site.confirmation.open.split('{{date}}')[1]!.trim(),
  );
  await expect(notice.getByRole('button', { name: site.confirmation.ask })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await loginAsAdmin(page, request);
  await page.goto('/user/admin?lang=fr');
  const row = page.getByTestId('confirmation-row').filter({ hasText: login });
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const approve = accountFr.admin.requests.approveLabel.replace('{{login}}', login);
  await row.getByRole('button', { name: approve }).click();
  await expect(
    page.getByText(accountFr.admin.requests.approved.replace('{{login}}', login)),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.evaluate((token) => window.localStorage.setItem('millenaire_token', token!), member);
  await page.goto('/user/notifications?lang=en');
  const told = site.following.line.confirmation_one.replace('{{title}}', `${login} (approved)`);
  await expect(page.getByTestId('notification').filter({ hasText: told })).toHaveCount(1);
  await page.goto(EDITOR);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('readonly-notice')).toHaveCount(0);
});
