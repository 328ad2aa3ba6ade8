import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import { pingChecksum } from '@millenaire/modfiles';

const list = (done: string[]) => ADVANCEMENT_KEYS.map((k) => `${k}:${done.includes(k)}`).join(',');

/** A statistics ping as the mod builds it (only spaces are encoded); `extra` overrides fields. */
export function pingUrl(
  uid: string,
  survival: string[] = [],
  creative: string[] = [],
  extra: Record<string, string> = {},
): string {
  const params: Record<string, string> = {
    uid,
    mlnversion: '8.1.2',
    mode: 'l',
    lang: 'fr',
    backuplang: 'en',
    nbplayers: '1',
    os: 'Windows 10',
    totalexp: '4200',
    advancementssurvival: list(survival),
    advancementscreative: list(creative),
    validation: String(pingChecksum(uid, survival, creative)),
    ...extra,
  };
  const query = Object.entries(params)
    .map(([k, v]) => `${k}=${v.replaceAll(' ', '%20')}`)
    .join('&');
  return `/php/mlnuse.php?${query}`;
}
