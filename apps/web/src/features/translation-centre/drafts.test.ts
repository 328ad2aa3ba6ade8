import { afterEach, describe, expect, it } from 'vitest';
import { readDraft, writeDraft, type Draft } from './drafts';

const draft: Draft = {
  revision: 3,
  edits: { elements: { 'ui.hire': ['Anheuern'] }, explanations: 'Hinweise' },
};

afterEach(() => window.sessionStorage.clear());

describe('drafts of the translation editor', () => {
  it('are kept in the tab per file and translation language, until forgotten', () => {
    writeDraft('strings', 'de', draft);
    expect(readDraft('strings', 'de')).toEqual(draft);
    expect(readDraft('strings', 'fr')).toBeNull();
    expect(readDraft('lang', 'de')).toBeNull();
    writeDraft('strings', 'de', null);
    expect(readDraft('strings', 'de')).toBeNull();
  });

  it('keep a full text', () => {
    const whole = { revision: 0, edits: { elements: {} }, fullText: 'greeting=Hallo\n' };
    writeDraft('norman_sentences', 'de', whole);
    expect(readDraft('norman_sentences', 'de')).toEqual(whole);
  });

  it('ignore what is not a draft', () => {
    for (const text of [
      '{',
      '[]',
      '{"revision":1}',
      '{"revision":1,"edits":{"elements":{"a":[2]}}}',
    ]) {
      window.sessionStorage.setItem('millenaire_translation_draft:de/strings', text);
      expect(readDraft('strings', 'de'), text).toBeNull();
    }
  });
});
