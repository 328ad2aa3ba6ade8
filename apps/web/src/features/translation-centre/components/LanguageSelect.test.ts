import { describe, expect, it } from 'vitest';
import { languageLabel } from './LanguageSelect';

describe('a language in the translation centre pickers', () => {
  it('reads its native name, then its name in the site language', () => {
    expect(languageLabel({ name: 'German', name_native: 'Deutsch' })).toBe('Deutsch (German)');
    expect(languageLabel({ name: 'Anglais', name_native: 'English' })).toBe('English (Anglais)');
  });

  it('says a name once when both are the same', () => {
    expect(languageLabel({ name: 'Français', name_native: 'Français' })).toBe('Français');
    expect(languageLabel({ name: 'English', name_native: 'English' })).toBe('English');
  });
});
