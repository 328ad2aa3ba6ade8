import { describe, expect, it } from 'vitest';
import { languageTag } from './language';

describe('languageTag', () => {
  it('gives the HTML tag of the mod language codes', () => {
    expect(languageTag('fr')).toBe('fr');
    expect(languageTag('dk')).toBe('da');
    expect(languageTag('pt_br')).toBe('pt-BR');
    expect(languageTag('zh_tw')).toBe('zh-TW');
  });
});
