import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@millenaire/contracts/routes';
import { pageChecks, type PageCheck } from './page-checks.ts';

const always: PageCheck = { exists: async () => true };

/** A check for every page whose address names data. */
const everyNamingPage = Object.fromEntries(
  PAGE_ROUTES.filter((route) => route.includes(':')).map((route) => [route, always]),
);

describe('the pages checks of the areas', () => {
  it('joins the areas into one table', () => {
    const { '/library/:content': library, ...rest } = everyNamingPage;
    const checks = pageChecks([rest, { '/library/:content': library! }]);
    expect(checks['/library/:content']).toBe(library);
    expect(Object.keys(checks)).toHaveLength(Object.keys(everyNamingPage).length);
  });

  it('refuses to start with a page naming data that no area checks', () => {
    const rest = { ...everyNamingPage };
    delete rest['/encyclopedia/:culture'];
    expect(() => pageChecks([rest])).toThrow('/encyclopedia/:culture');
  });

  it('refuses one page checked by two areas', () => {
    expect(() => pageChecks([everyNamingPage, { '/library/:content': always }])).toThrow(
      'page /library/:content: checked by two areas',
    );
  });
});
