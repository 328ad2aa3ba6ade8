import type { AccountLevel } from '@millenaire/contracts/users';

interface Claims {
  login: string;
  role: AccountLevel;
  sub?: string;
  exp?: number;
  needs_second_factor?: true;
}

/** A token whose payload the client can read; the signature is not its business. */
export function fakeToken({
  login,
  role,
  sub = '7',
  exp = 4_102_444_800,
  ...rest
}: Claims): string {
  const json = JSON.stringify({ login, role, sub, exp, ...rest });
  const payload = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return `header.${payload.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;
}
