import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import site from '../../apps/web/src/shared/i18n/en.json' with { type: 'json' };
import siteFr from '../../apps/web/src/shared/i18n/fr.json' with { type: 'json' };
import en from '../../apps/web/src/features/notifications/i18n/en.json' with { type: 'json' };
import fr from '../../apps/web/src/features/notifications/i18n/fr.json' with { type: 'json' };
import { adminToken, createAccount, menuButton, uniqueLogin } from './helpers/accounts.ts';
import { seedContents } from './helpers/library.ts';
import { axeViolations } from './helpers/pages.ts';

// A player follows a library creation, hears of a comment on it in the user
// menu, opens it from there, then manages what they follow and the daily
// e-mail on the notifications page; an unsubscribe link that is not valid
// says so.

const RUNS = [
  { language: 'en', site, texts: en },
  { language: 'fr', site: siteFr, texts: fr },
] as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

for (const { language, site: shared, texts } of RUNS) {
  test(`${language}: a followed creation's comment reaches the user menu and the notifications page`, async ({
    page,
    request,
  }) => {
    const userMenu = () => menuButton(page, new RegExp(shared.user.menu));
    const title = `Lighthouse ${language} ${Date.now().toString(36)}`;
    const [id] = await seedContents(request, [{ title }]);
    await createAccount(page, { login: uniqueLogin(`follower-${language}`) });

    await page.goto(`/library/${id}?lang=${language}`);
    await page.getByRole('button', { name: shared.following.follow, exact: true }).click();
    await expect(
      page.getByRole('button', { name: shared.following.following, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The administrator (its author) comments: the follower hears of it.
    const comment = await request.post(`/api/library/contents/${id}/comments`, {
      data: { text: 'A second lamp is coming.' },
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(comment.ok()).toBe(true);
    const line = fill(shared.following.line.comment_one, { title });
    await expect(async () => {
      await page.reload();
      await expect(userMenu()).toContainText(fill(shared.following.unread_one, { count: 1 }), {
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await userMenu().click();
    const item = page.getByRole('link', {
      name: new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/library/${id}`));
    await expect(userMenu()).not.toContainText(fill(shared.following.unread_one, { count: 1 }));

    await page.goto(`/user/notifications?lang=${language}`);
    await expect(page.getByRole('heading', { name: texts.list.heading })).toBeVisible();
    await expect(page.getByTestId('notification').first()).toContainText(line);
    const follows = page.getByRole('region', { name: texts.follows.heading });
    await expect(follows.getByRole('link', { name: title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Stopping is undone from the message it leaves.
    await follows.getByRole('button', { name: texts.follows.unfollow }).click();
    await expect(page.getByTestId('unfollowed')).toContainText(title);
    await expect(follows.getByRole('link', { name: title })).toHaveCount(0);
    await page.getByRole('button', { name: texts.follows.undo }).click();
    await expect(follows.getByRole('link', { name: title })).toBeVisible();

    // The daily e-mail is on by default; turning it off is kept.
    const digest = page.getByRole('switch', { name: texts.email.digest });
    await expect(digest).toBeChecked();
    await digest.click({ force: true });
    await expect(digest).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: texts.email.digest })).not.toBeChecked();
  });

  test(`${language}: an unsubscribe link that is not valid says so and changes nothing`, async ({
    page,
  }) => {
    await page.goto(`/user/unsubscribe?account=1&key=${'x'.repeat(32)}&lang=${language}`);
    await expect(page.getByRole('alert')).toContainText(texts.unsubscribe.invalid);
    expect(await axeViolations(page)).toEqual([]);
  });
}
