import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { PAGE_ROUTES } from '@millenaire/contracts/routes';
import { storeToken } from '@/shared/auth/session';
import { i18n, missingKeys } from '@/shared/i18n';
import { renderRoutes, stubFetch } from '@/test/render';
import { routes } from './router';

// Each feature's texts come with its lazily loaded chunk: a page opened
// directly, or after a language switch, must never show a raw key instead.

const concretePath = (pattern: string) => pattern.replace(/:(\w+)/g, 'sample-$1');
const LOGGED_IN_ONLY = ['/user/passwordchange', '/user/logout'];
const missing: string[] = [];

function stubServer() {
  const current = { version: '8.1.2', url: '/dl.zip', date: '2024-05-01T10:20:30Z' };
  stubFetch({
    '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } },
    '/api/versions/current?language=en': { body: { ...current, description: 'Fixes.' } },
    '/api/versions/current?language=fr': { body: { ...current, description: 'Corrections.' } },
  });
}

function loggedInToken(): string {
  const claims = { login: 'Kinniken', role: 'new', exp: 4102444800, sub: '3' };
  return `header.${btoa(JSON.stringify(claims))}.signature`;
}

function fireLanguageSwitch(): void {
  act(() => screen.getByRole('link', { name: /Voir le site en français/ }).click());
}

beforeAll(() => {
  missingKeys.listener = (language, namespace, key) => {
    missing.push(`${language} ${namespace}:${key}`);
  };
});

afterAll(() => {
  missingKeys.listener = null;
});

beforeEach(async () => {
  stubServer();
  missing.length = 0;
});

describe('page texts', () => {
  it.each(PAGE_ROUTES.map(concretePath))('%s opened in French has every text', async (path) => {
    await i18n.changeLanguage('fr');
    if (LOGGED_IN_ONLY.includes(path)) storeToken(loggedInToken());
    renderRoutes(routes, path);
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {});
    expect(missing).toEqual([]);
  });

  it.each(['/user/login', '/history', '/library'])(
    '%s switched from English to French has every text',
    async (path) => {
      renderRoutes(routes, path);
      const heading = await screen.findByRole('heading', { level: 1 });
      const english = heading.textContent;
      fireLanguageSwitch();
      await screen.findByRole('heading', { level: 1, name: (name) => name !== english });
      await act(async () => {});
      expect(missing).toEqual([]);
    },
  );
});
