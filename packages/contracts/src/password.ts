import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';

// Kept out of the package's main entry: the dictionaries weigh several hundred
// kilobytes, so the web app loads this only on the screens that set a password.

export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MIN_SCORE = 2;

export type StrengthLabel = 'tooShort' | 'veryWeak' | 'weak' | 'good' | 'strong' | 'veryStrong';
const LABELS: StrengthLabel[] = ['veryWeak', 'weak', 'good', 'strong', 'veryStrong'];

let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

export interface PasswordStrength {
  /** zxcvbn's 0-4, or -1 when too short to be scored. */
  score: number;
  label: StrengthLabel;
  /** At least 5 characters and a score of 2: anything weaker counts as no password. */
  acceptable: boolean;
}

export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { score: -1, label: 'tooShort', acceptable: false };
  const { score } = zxcvbn().check(password, userInputs);
  return { score, label: LABELS[score] ?? 'veryWeak', acceptable: score >= PASSWORD_MIN_SCORE };
}
