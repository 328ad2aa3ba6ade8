import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password.ts';

describe('password strength', () => {
  it('calls anything under five characters too short', () => {
    expect(passwordStrength('a1!x')).toEqual({ score: -1, label: 'tooShort', acceptable: false });
  });

  it('refuses common English and French passwords', () => {
    for (const weak of ['password1', 'soleil', 'qwerty', 'azertyuiop', 'P4ssw0rd!', 's0l3il']) {
      expect(passwordStrength(weak).acceptable, weak).toBe(false);
    }
  });

  it('accepts a score of two or more and labels it', () => {
    const good = passwordStrength('villageois!42');
    expect(good.acceptable).toBe(true);
    expect(good.score).toBeGreaterThanOrEqual(2);
    expect(passwordStrength('correct horse battery staple').label).toBe('veryStrong');
  });

  it('counts the login against the password', () => {
    expect(passwordStrength('Aldebrand1988', ['aldebrand']).score).toBeLessThan(
      passwordStrength('Aldebrand1988').score,
    );
  });

  it("counts the site's own words against every password", () => {
    for (const weak of ['millenaire', 'Millenaire1', 'millénaire!', 'minecraft12']) {
      expect(passwordStrength(weak).acceptable, weak).toBe(false);
    }
  });

  it('scores only the first 64 characters', () => {
    const long = Array.from({ length: 256 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 94)));
    expect(passwordStrength(long.join('')).acceptable).toBe(true);
    // A strong ending past the scored part does not lift a weak start.
    expect(passwordStrength('a'.repeat(64) + 'x9!Qz#Lp2&vB')).toMatchObject({ acceptable: false });
  });
});
