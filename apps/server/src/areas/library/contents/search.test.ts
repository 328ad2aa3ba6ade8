import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { createUser } from '../../../test/users.ts';
import { contentFields, LIBRARY_TEST_OPTIONS, newContent, request } from '../../../test/library.ts';

describeWithApp('the library totals and free-text search', LIBRARY_TEST_OPTIONS, (t) => {
  it('keeps totals and searches in step with creations and edits made at once', async () => {
    const { token: author } = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        newContent(t, author, { title: `Mill ${i}`, category: (i % 2) + 1, culture: 2 }),
      ),
    );
    const total = async (query: string, token?: string) =>
      (await request(t, 'GET', `/api/library/contents/?page=1&${query}`, token)).json().total;
    expect(await total('')).toBe(0);
    expect(await total('', author)).toBe(6);
    expect(await total('withunconfirmed=true', admin)).toBe(6);
    expect(await total('withunconfirmed=true', author)).toBe(6);

    // Four confirmed at once, one of them moved to another category as well.
    const edit = (id: number, fields: Record<string, unknown>) =>
      request(t, 'POST', `/api/library/contents/${id}`, admin, contentFields(fields));
    await Promise.all(
      made.slice(0, 4).map((id, i) =>
        edit(id, {
          title: `Mill ${i}`,
          category: i === 0 ? 2 : (i % 2) + 1,
          culture: 2,
          confirmed: 1,
        }),
      ),
    );
    expect(await total('')).toBe(4);
    expect(await total('category=2')).toBe(3);
    expect(await total('category=2&culture=2')).toBe(3);
    expect(await total('culture=1')).toBe(0);
    expect(await total('', author)).toBe(6);
    expect(await total('category=1', author)).toBe(2);

    // The words of the description are searched, not its markup.
    expect(await total('q=FISHING')).toBe(4);
    expect(await total('q=strong')).toBe(0);
    expect(await total('q=mill%203')).toBe(1);
    expect(await total('q=ll')).toBe(4);
    expect(await total('q=%22%20OR%20%22')).toBe(0);
    expect(await total('q=tunnel')).toBe(0);
    // A search already asked is not kept past an edit.
    await edit(made[1]!, { title: 'Mill 1', description: '<p>A <em>tunnel</em> &amp; a mill</p>' });
    expect(await total('q=tunnel')).toBe(1);
    expect(await total('q=tunnel%20%26%20a')).toBe(1);
    expect(await total('q=fishing')).toBe(3);

    await expectTotalsKept();
  });

  it('takes moves between two categories in both directions at once', async () => {
    const { token: admin } = await createUser(t, { level: 'admin' });
    const edit = (id: number, category: number) =>
      request(t, 'POST', `/api/library/contents/${id}`, admin, contentFields({ category }));
    const ids = await Promise.all(
      Array.from({ length: 16 }, (_, i) => newContent(t, admin, { category: (i % 2) + 3 })),
    );
    // Each round swaps every content to the other category: half move 3 -> 4
    // while the other half move 4 -> 3, touching the same two totals.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(ids.map((id, i) => edit(id, ((i + round + 1) % 2) + 3)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    }
    await expectTotalsKept();
  });

  /** The kept totals are the contents' own, per confirmed, category and culture. */
  async function expectTotalsKept() {
    const kept = await t.app.db
      .selectFrom('library_counts')
      .select(['confirmed', 'category_id', 'culture_id', 'n'])
      .where('n', '>', 0)
      .orderBy('confirmed')
      .orderBy('category_id')
      .orderBy('culture_id')
      .execute();
    const counted = await t.app.db
      .selectFrom('library_contents')
      .select(['confirmed', 'category_id', 'culture_id'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy(['confirmed', 'category_id', 'culture_id'])
      .orderBy('confirmed')
      .orderBy('category_id')
      .orderBy('culture_id')
      .execute();
    expect(kept.map((row) => ({ ...row, n: Number(row.n) }))).toEqual(
      counted.map((row) => ({ ...row, n: Number(row.n) })),
    );
  }
});
