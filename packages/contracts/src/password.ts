// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the word lists' module declarations must travel with this file into every project that compiles it
/// <reference path="./zxcvbn-lists.d.ts" />
import { ZxcvbnFactory, type OptionsType } from '@zxcvbn-ts/core';
import adjacencyGraphs from '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs';
import passwords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import enCommonWords from '@zxcvbn-ts/language-en/dist/commonWords.json.mjs';
import enFirstnames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import enSequences from '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs';
import frCommonWords from '@zxcvbn-ts/language-fr/dist/commonWords.json.mjs';
import frFirstnames from '@zxcvbn-ts/language-fr/dist/firstnames.json.mjs';
import frSequences from '@zxcvbn-ts/language-fr/dist/wordSequences.json.mjs';
import translations from '@zxcvbn-ts/language-en/dist/translations.mjs';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from './users.ts';

export { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE };

// Kept out of the package's main entry so the web app loads it only on the
// screens that set a password. The lists are imported one by one: the English
// and French surname and Wikipedia lists are left out, as they would triple the
// download for little gain on passwords, which the common-password and
// common-word lists catch. Server and browser use this same set, so they agree.
const DICTIONARY = {
  'passwords-common': passwords as string[],
  'commonWords-en': enCommonWords,
  'firstnames-en': enFirstnames,
  'commonWords-fr': frCommonWords,
  'firstnames-fr': frFirstnames,
  ...(enSequences as Record<string, string[]>),
  ...(frSequences as Record<string, string[]>),
} as Record<string, string[]>;

/**
 * Only the start of a password is scored: zxcvbn's time grows fast with the
 * length (a quarter of a second for 64 random characters), and 64 characters
 * are far beyond what any guessing reaches.
 */
export const PASSWORD_SCORED_LENGTH = 64;
/** Words every guesser tries first on this site, counted against every password. */
export const SITE_WORDS = ['millenaire', 'millénaire', 'minecraft', 'mojang', 'kinniken'];

export type StrengthLabel = 'tooShort' | 'veryWeak' | 'weak' | 'good' | 'strong' | 'veryStrong';
const LABELS: StrengthLabel[] = ['veryWeak', 'weak', 'good', 'strong', 'veryStrong'];

let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: DICTIONARY,
    graphs: adjacencyGraphs as unknown as OptionsType['graphs'],
    translations: translations as OptionsType['translations'],
    maxLength: PASSWORD_SCORED_LENGTH,
    // Random strings full of digits and symbols make the l33t matcher try
    // thousands of substitutions (seconds for 50 characters); common l33t
    // spellings such as 'P4ssw0rd!' need only a few.
    l33tMaxSubstitutions: 5,
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
  const scored = password.slice(0, PASSWORD_SCORED_LENGTH);
  const { score } = zxcvbn().check(scored, [...SITE_WORDS, ...userInputs]);
  return { score, label: LABELS[score] ?? 'veryWeak', acceptable: score >= PASSWORD_MIN_SCORE };
}
