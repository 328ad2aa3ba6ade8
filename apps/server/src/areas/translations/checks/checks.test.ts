import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser, post } from '../../../test/users.ts';
import { seedTranslations } from '../../../test/translations.ts';

const CHECKS = '/api/translationsapp/checks/fr/strings';
const listed = async (t: TestContext) =>
  (await t.app.inject('/api/translationsapp/latestfiles/fr')).json()[0] as { checks: number };

describeWithApp('checks said not to be problems', {}, (t) => {
  let translator: string;
  const saveLine = (value: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/translationsapp/latestfiles/fr/strings',
      headers: bearer(translator),
      payload: { filename: 'strings.txt', splitcontent: { elements: { 'ui.c': [value] } } },
    });

  it('leaves a dismissed check out of the count while the line keeps its value', async () => {
    await seedTranslations(t);
    translator = (await createUser(t, { level: 'confirmed', login: 'Odile' })).token;
    // The English is "Three": kept as it is, the line is the reference's.
    expect((await saveLine('Three')).statusCode).toBe(200);
    expect((await listed(t)).checks).toBe(1);

    const said = { element: 'ui.c', line: 0, code: 'SAME_AS_REFERENCE', value: 'Three' };
    const dismissed = await post(t.app, CHECKS, said, bearer(translator));
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({
      dismissed: [{ ...said, by: 'Odile', at: expect.any(String) }],
    });
    // Said twice, kept once.
    await post(t.app, CHECKS, said, bearer(translator));
    expect((await t.app.inject(CHECKS)).json().dismissed).toHaveLength(1);
    expect((await listed(t)).checks).toBe(0);

    // Another value has its own checks; back to the value said of, the line is left out again.
    expect((await saveLine('Trois  fois')).statusCode).toBe(200);
    expect((await listed(t)).checks).toBe(1);
    expect((await saveLine('Three')).statusCode).toBe(200);
    expect((await listed(t)).checks).toBe(0);

    // Taken back: counted again.
    const restored = await post(t.app, `${CHECKS}/restore`, said, bearer(translator));
    expect(restored.json()).toEqual({ dismissed: [] });
    expect((await listed(t)).checks).toBe(1);
  });

  it('keeps a long line’s dismissal, and refuses unknown checks, files and accounts not confirmed', async () => {
    const long = { element: 'ui.c', line: 0, code: 'TOO_LONG', value: 'x'.repeat(20_000) };
    expect((await post(t.app, CHECKS, long, bearer(translator))).statusCode).toBe(200);
    const unknown = await post(t.app, CHECKS, { ...long, code: 'NOPE' }, bearer(translator));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'INVALID_INPUT', field: 'code' });
    const nofile = await post(
      t.app,
      '/api/translationsapp/checks/fr/nosuchfile',
      long,
      bearer(translator),
    );
    expect(nofile.statusCode).toBe(404);
    const member = (await createUser(t)).token;
    expect((await post(t.app, CHECKS, long, bearer(member))).statusCode).toBe(403);
    expect((await post(t.app, CHECKS, long)).statusCode).toBe(401);
  });
});
