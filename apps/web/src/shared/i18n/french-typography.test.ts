import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '@/test/french-typography';

type Catalogue = { [key: string]: string | string[] | Catalogue };

// Every French catalogue of the app: the shell's and each feature's.
const catalogues = import.meta.glob<Catalogue>('/src/**/i18n/fr.json', {
  eager: true,
  import: 'default',
});

/** Every text of a catalogue with its dotted key, lists included ('seljuk.body.0'). */
function texts(node: Catalogue | string[], prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`),
  );
}

describe('French typography of the catalogues', () => {
  it('finds every French catalogue', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(10);
  });

  describe.each(Object.keys(catalogues))('%s', (path) => {
    it('keeps the rules: no-break spaces, ’, % and decimals as French writes them', () => {
      const problems = texts(catalogues[path] ?? {}).flatMap(([key, text]) =>
        frenchTypographyProblems(text).map((problem) => `${key}: ${problem}`),
      );
      expect(problems).toEqual([]);
    });
  });

  it("agrees 'all' with the noun of each filter (Tous for auteur, Toutes for langue)", () => {
    const fr = (feature: string) => catalogues[`/src/features/${feature}/i18n/fr.json`];
    expect(fr('translation-centre')).toMatchObject({
      recent: {
        allOf: {
          language: 'Toutes',
          file: 'Tous',
          version: 'Toutes',
          author: 'Tous',
          operation: 'Toutes',
        },
      },
    });
    expect(fr('encyclopedia')).toMatchObject({
      review: { allCultures: 'Toutes', allTypes: 'Tous' },
    });
  });
});

describe('the French typography rules', () => {
  it.each([
    ['Avancement : 97%', 'a no-break space before %'],
    ['Taux : 0.04 %', 'a decimal comma in a percentage'],
    ["Pas d'image", 'the apostrophe ’'],
    ['Prêt ?', 'a no-break space before : ; ! ?'],
    ['Avancement :', 'a no-break space before : ; ! ?'],
    ['une solidité « bonne »', 'a no-break space after «'],
    ['un bâtiiment', 'no doubled i or tripled letter'],
  ])('catches %j', (text, rule) => {
    expect(frenchTypographyProblems(text).join('\n')).toContain(rule);
  });

  it.each([
    'Avancement\u00a0: 97\u202f%',
    'Taux\u00a0: 0,04\u00a0%',
    'Pas d’image',
    'Prêt\u202f?',
    'une solidité «\u00a0bonne\u00a0»',
    'pendant que vous la modifiiez',
    'Dernière mise à jour\u00a0: 6/2/2026, 9:00:00 AM UTC',
    'Voir https://wiki.millenaire.org/?page=1',
    '{{count}} éléments\u00a0: {{list}}',
  ])('lets %j through', (text) => {
    expect(frenchTypographyProblems(text)).toEqual([]);
  });
});
