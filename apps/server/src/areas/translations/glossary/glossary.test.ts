import { expect, it } from 'vitest';
import type { Glossary } from '@millenaire/contracts/translations';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/users.ts';

const glossary = async (t: TestContext, language: string): Promise<Glossary> => {
  const res = await t.app.inject(`/api/translationsapp/glossary/${language}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Glossary;
};

const post = (t: TestContext, url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/translationsapp/glossary/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

describeWithApp('glossary', { seed: true }, (t) => {
  it('gives French the encyclopedia’s culture, villager, building and trade-good names', async () => {
    const { terms } = await glossary(t, 'fr');
    expect(terms).toContainEqual({
      id: null,
      term: 'Normans',
      translation: 'Normands',
      source: 'culture',
    });
    const kinds = new Set(terms.map((term) => term.source));
    for (const kind of ['culture', 'villager', 'building', 'tradegood'])
      expect(kinds).toContain(kind);
    // In English order, each English name once per translation.
    const sorted = [...terms].sort(
      (a, b) => a.term.localeCompare(b.term, 'en') || a.translation.localeCompare(b.translation),
    );
    expect(terms).toEqual(sorted);
    expect((await glossary(t, 'de')).terms).toEqual([]);
    expect((await glossary(t, 'en')).terms).toEqual([]);
  });

  it('lets administrators add, change, remove and put back a term; theirs wins over the encyclopedia’s', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const added = await post(t, 'de', token, { term: 'Normans', translation: 'Normannen' });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id as number;
    expect((await glossary(t, 'de')).terms).toEqual([
      { id, term: 'Normans', translation: 'Normannen', source: 'site' },
    ]);
    // The same term again (case aside) changes it rather than adding a second.
    const changed = await post(t, 'de', token, { term: 'normans', translation: 'die Normannen' });
    expect(changed.json()).toMatchObject({ id, translation: 'die Normannen' });
    expect((await glossary(t, 'de')).terms).toHaveLength(1);
    expect((await post(t, `de/${id}/delete`, token)).statusCode).toBe(200);
    expect((await glossary(t, 'de')).terms).toEqual([]);
    expect((await post(t, `de/${id}/restore`, token)).statusCode).toBe(200);
    expect((await glossary(t, 'de')).terms).toEqual([
      expect.objectContaining({ id, translation: 'die Normannen' }),
    ]);
    // Another language's id is not this one's.
    expect((await post(t, `fr/${id}/delete`, token)).statusCode).toBe(404);

    await post(t, 'fr', token, { term: 'Normans', translation: 'Les Normands' });
    const french = (await glossary(t, 'fr')).terms.filter((term) => term.term === 'Normans');
    expect(french).toEqual([
      expect.objectContaining({ translation: 'Les Normands', source: 'site' }),
    ]);
  });

  it('lets only administrators write, and refuses bad terms, the same on both databases', async () => {
    const { token: confirmed } = await createUser(t, { level: 'confirmed' });
    const { token: admin } = await createUser(t, { level: 'admin' });
    const term = { term: 'Farmer', translation: 'Bauer' };
    expect((await post(t, 'de', null, term)).statusCode).toBe(401);
    expect((await post(t, 'de', confirmed, term)).statusCode).toBe(403);
    expect((await post(t, 'de/1/delete', confirmed)).statusCode).toBe(403);
    for (const bad of [
      { term: 'F', translation: 'Bauer' },
      { term: 'Farmer', translation: '' },
      { term: 'Far\u0000mer', translation: 'Bauer' },
      { term: 'Farmer', translation: 'Bau\ner' },
      { term: 'x'.repeat(101), translation: 'Bauer' },
      { term: '\ud800', translation: 'Bauer' },
    ]) {
      const res = await post(t, 'de', admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
    }
    expect((await post(t, 'xx', admin, term)).statusCode).toBe(404);
    expect((await post(t, 'de/999999/restore', admin)).statusCode).toBe(404);
    expect((await t.app.inject('/api/translationsapp/glossary/xx')).statusCode).toBe(404);
  });
});
