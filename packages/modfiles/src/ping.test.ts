import { describe, expect, it } from 'vitest';
import { parsePing, pingChecksum, pingFields, type Ping } from './ping.ts';

const KEYS = ['firstcontact', 'cresus', 'rep_norman', 'seljuk_istanbul'];
const known = new Set(KEYS);
const UID = '1234567890123456789';
const list = (done: string[]) => KEYS.map((k) => `${k}:${done.includes(k)}`).join(',');

function query(overrides: Record<string, string | undefined> = {}, done: string[] = []) {
  const base: Record<string, string | undefined> = {
    uid: UID,
    mlnversion: '8.1.2',
    mode: 'l',
    lang: 'fr',
    backuplang: 'en',
    nbplayers: '1',
    os: 'Windows 10',
    totalexp: '12345',
    advancementssurvival: list(done),
    advancementscreative: list([]),
    validation: String(pingChecksum(UID, done, [])),
  };
  return { ...base, ...overrides };
}

describe('the mod statistics ping', () => {
  it('computes the validation as the mod does', () => {
    expect(pingChecksum(UID, [], [])).toBe(346190835);
    expect(pingChecksum(UID, ['firstcontact'], [])).toBe(346190872);
  });

  it('reads a valid ping, with the keys done and the optional login', () => {
    const result = parsePing(query({ login: 'Aldebrand' }, ['firstcontact', 'rep_norman']), known);
    expect(result).toEqual({
      ok: true,
      ping: expect.objectContaining({
        uid: UID,
        mode: 'l',
        nbplayers: 1,
        survival: ['firstcontact', 'rep_norman'],
        creative: [],
        login: 'Aldebrand',
      }),
    });
    expect(parsePing(query(), known)).toMatchObject({ ok: true, ping: { login: null } });
  });

  it('takes the keys in any order and negative uids', () => {
    const uid = '-9223372036854775808';
    const shuffled = [...KEYS]
      .reverse()
      .map((k) => `${k}:${k === 'cresus'}`)
      .join(',');
    const q = query({
      uid,
      advancementssurvival: shuffled,
      validation: String(pingChecksum(uid, ['cresus'], [])),
    });
    expect(parsePing(q, known)).toMatchObject({ ok: true, ping: { survival: ['cresus'] } });
  });

  it('refuses a forged validation', () => {
    expect(parsePing(query({ validation: '346190836' }), known)).toEqual({
      ok: false,
      reason: 'validation',
    });
    // Claiming an advancement without adjusting the checksum is caught.
    expect(parsePing(query({ advancementssurvival: list(['firstcontact']) }), known)).toMatchObject(
      { ok: false, reason: 'validation' },
    );
  });

  it('refuses malformed pings', () => {
    const bad: Record<string, string | undefined>[] = [
      { uid: undefined },
      { uid: 'abc' },
      { uid: '9223372036854775808' },
      { uid: '007' },
      { mode: 'x' },
      { nbplayers: '-1' },
      { mlnversion: undefined },
      { advancementssurvival: undefined },
      { advancementssurvival: 'firstcontact:yes' },
      { advancementssurvival: 'unknownkey:true' },
      { advancementssurvival: 'firstcontact:true,firstcontact:true' },
      { advancementssurvival: 'firstcontact:true,'.repeat(600) },
      { login: '' },
      { login: 'a'.repeat(40) },
      { validation: 'x' },
    ];
    for (const overrides of bad) {
      expect(parsePing(query(overrides), known).ok, JSON.stringify(overrides)).toBe(false);
    }
    expect(parsePing({ uid: ['1', '2'] }, known).ok).toBe(false);
  });

  it('writes a ping as the mod sends it, which reads back the same', () => {
    const ping: Ping = {
      uid: '-42',
      version: '8.1.2',
      mode: 's',
      lang: 'en',
      backuplang: 'fr',
      nbplayers: 2,
      os: 'Linux',
      totalexp: '100',
      survival: ['firstcontact', 'rep_norman'],
      creative: ['cresus'],
      login: 'Aldebrand',
    };
    const sent = pingFields(ping, KEYS);
    expect(sent.advancementscreative).toBe(
      'firstcontact:false,cresus:true,rep_norman:false,seljuk_istanbul:false',
    );
    expect(parsePing(sent, known)).toEqual({ ok: true, ping });
    expect(pingFields({ ...ping, login: null }, KEYS)).not.toHaveProperty('login');
  });
});
