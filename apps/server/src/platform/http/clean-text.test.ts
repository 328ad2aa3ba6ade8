import { describe, expect, it } from 'vitest';
import { isCleanLine, isCleanText, textLine, uncleanTextAt } from '@millenaire/contracts/text';
import { describeWithApp } from '../../test/app.ts';
import { contentFields, LIBRARY_TEST_OPTIONS, newContent, request } from '../../test/library.ts';
import { multipartBody } from '../../test/multipart.ts';
import { seedTranslations } from '../../test/translations.ts';
import { bearer, createUser } from '../../test/users.ts';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const C1 = 'a\u009bb';
const ESCAPE = 'a\u001b[31mb';
const BIDI = 'abc\u202Egnp.exe';
/** Noncharacters: XML forbids the first two, and a feed showing one breaks. */
const NONCHARACTERS = [
  'a\uFFFEb',
  'a\uFFFFb',
  'a\uFDD0b',
  'a\uFDEFb',
  'a\u{1FFFE}b',
  'a\u{10FFFF}b',
];

describe('the text rule', () => {
  it('refuses NUL, lone surrogates and controls; keeps tabs, line ends, § codes and BOMs', () => {
    for (const bad of [NUL, LONE, 'a\udc00', C1, ESCAPE, '\u007f', ...NONCHARACTERS])
      expect(isCleanText(bad)).toBe(false);
    const planes = ['\uFDCF\uFDF0\uFFFD', '\u{1FFFD}\u{20000}', '\u{10FFFD}'];
    for (const good of [
      'a\tb\nc\r\nd\re',
      '§6gold§r',
      '\uFEFF//* note',
      '😀 emoji',
      BIDI,
      ...planes,
    ]) {
      expect(isCleanText(good)).toBe(true);
    }
    expect(isCleanLine(BIDI)).toBe(false);
    expect(isCleanLine('a\nb')).toBe(false);
    expect(isCleanLine('Hameau normand')).toBe(true);
  });

  it('stores single lines trimmed and composed (NFC)', () => {
    expect(textLine().parse(' Cafe\u0301 ')).toBe('Café');
  });

  it('names where a parsed value breaks the rule', () => {
    expect(uncleanTextAt({ a: ['ok', { b: NUL }] })).toBe('a.1.b');
    expect(uncleanTextAt({ [LONE]: 'x' })).toBe(LONE);
    expect(uncleanTextAt(C1)).toBe('');
    expect(uncleanTextAt({ a: 1, b: null, c: ['fine'] })).toBeNull();
  });
});

describeWithApp('bad text on every path', LIBRARY_TEST_OPTIONS, (t) => {
  const refused = (res: { statusCode: number; json: () => unknown }, field?: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'INVALID_INPUT', ...(field ? { field } : {}) });
  };

  it('answers 400 where PostgreSQL used to fail: a login, the bonus check, the search', async () => {
    for (const bad of [NUL, LONE, C1]) {
      refused(
        await t.app.inject({
          method: 'POST',
          url: '/api/users/loginuser',
          payload: { username: bad, password: 'whatever-1' },
        }),
        'username',
      );
    }
    refused(await t.app.inject('/php/bonuscheck.php?login=a%00b'), 'login');
    refused(await t.app.inject('/api/library/contents/?q=a%00b'), 'q');
    // Bytes that are not UTF-8 stay as the literal text of the address: a search like any other.
    expect((await t.app.inject('/api/library/contents/?q=%ED%A0%80')).statusCode).toBe(200);
    refused(await t.app.inject('/api/library/contents/?q=a%C2%9Bb'), 'q');
    refused(await t.app.inject('/api/translationsapp/latestfiles/a%00b'), 'language');
  });

  it('refuses bad text in JSON bodies, nested keys and form fields, storing nothing', async () => {
    const { token, user } = await createUser(t, { level: 'confirmed' });
    const count = async () =>
      (
        await t.app.db
          .selectFrom('library_contents')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    for (const title of [NUL, LONE, C1, ESCAPE, BIDI, 'two\nlines']) {
      refused(
        await request(t, 'POST', '/api/library/contents/', token, contentFields({ title })),
        'title',
      );
    }
    refused(
      await request(
        t,
        'POST',
        '/api/library/contents/',
        token,
        contentFields({ description: `<p>${LONE}</p>` }),
      ),
      'description',
    );
    expect(Number(await count())).toBe(before);

    const id = await newContent(t, token, { title: ' Cafe\u0301 du port ' });
    const stored = await t.app.db
      .selectFrom('library_contents')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('Café du port');

    // A comment may hold line breaks and right-to-left text, not controls.
    const comment = `/api/library/contents/${id}/comments`;
    refused(await request(t, 'POST', comment, token, { text: `hi${ESCAPE}` }), 'text');
    const ok = await request(t, 'POST', comment, token, { text: 'Line one\nשלום §6gold' });
    expect(ok.statusCode).toBe(200);

    const form = multipartBody([
      { name: 'legend', value: NUL },
      { name: 'picture1', filename: 'a.png', content: Buffer.from('not read'), type: 'image/png' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/library/contents/${id}/images`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    refused(upload, 'legend');
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses the noncharacters in a title and a description, which XML forbids or warns of', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    for (const title of NONCHARACTERS) {
      refused(
        await request(t, 'POST', '/api/library/contents/', token, contentFields({ title })),
        'title',
      );
    }
    const description = '<p>a\uFFFF</p>';
    refused(
      await request(t, 'POST', '/api/library/contents/', token, contentFields({ description })),
      'description',
    );
  });

  it('holds both translation save paths to the same limits', async () => {
    await seedTranslations(t);
    const { token } = await createUser(t, { level: 'confirmed' });
    const url = '/api/translationsapp/latestfiles/fr/strings';
    const long = 'x'.repeat(20_001);
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    refused(await save({ filename: 'strings.txt', content: `ui.a=${long}\n` }), 'content');
    refused(
      await save({ filename: 'strings.txt', splitcontent: { elements: { 'ui.a': [long] } } }),
    );
    refused(await save({ filename: 'strings.txt', content: `ui.a=Un${NUL}\n` }), 'content');
    // Language-file text keeps its BOM, bare CR and § codes exactly.
    const text = '\uFEFF//* <0> est un nombre\nui.a=Un <0> §6or\rui.b=Deux $name  \n';
    const saved = await save({ filename: 'strings.txt', content: text });
    expect(saved.statusCode).toBe(200);
    const file = await t.app.inject(url);
    expect(file.json()).toMatchObject({ content: text });
  });
});
