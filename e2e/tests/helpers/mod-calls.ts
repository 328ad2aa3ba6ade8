import { expect, type APIRequestContext } from '@playwright/test';
import { pingFields } from '../../../packages/modfiles/src/ping.ts';
import { ADVANCEMENT_KEYS } from '../../../packages/contracts/src/advancements.ts';

/** The mod's statistics ping of one installation, with the player's login and advancements. */
export async function pingPlayer(
  request: APIRequestContext,
  login: string,
  survival: string[],
): Promise<void> {
  const params = pingFields(
    {
      uid: String(Math.floor(Math.random() * 1e15)),
      version: '8.1.2',
      mode: 's',
      lang: 'en',
      backuplang: 'fr',
      nbplayers: 1,
      os: 'Linux',
      totalexp: '100',
      survival,
      creative: [],
      login,
    },
    ADVANCEMENT_KEYS,
  );
  const response = await request.get(`/php/mlnuse.php?${new URLSearchParams(params)}`);
  expect(response.status()).toBe(200);
}
