import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password.ts';

describe('password strength', () => {
  it('calls anything under five characters too short', () => {
    expect(passwordStrength('a1!x')).toEqual({ score: -1, label: 'tooShort', acceptable: false });
  });

  it('refuses common English and French passwords', () => {
    for (const weak of ['password1', 'soleil', 'qwerty', 'azertyuiop']) {
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
});
