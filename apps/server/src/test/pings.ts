import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import { pingFields } from '@millenaire/modfiles';

/** A statistics ping as the mod builds it (only spaces are encoded); `extra` overrides fields. */
export function pingUrl(
  uid: string,
  survival: string[] = [],
  creative: string[] = [],
  extra: Record<string, string> = {},
): string {
  const fields = pingFields(
    {
      uid,
      version: '8.1.2',
      mode: 'l',
      lang: 'fr',
      backuplang: 'en',
      nbplayers: 1,
      os: 'Windows 10',
      totalexp: '4200',
      survival,
      creative,
      login: null,
    },
    ADVANCEMENT_KEYS,
  );
  const query = Object.entries({ ...fields, ...extra })
    .map(([k, v]) => `${k}=${v.replaceAll(' ', '%20')}`)
    .join('&');
  return `/php/mlnuse.php?${query}`;
}
