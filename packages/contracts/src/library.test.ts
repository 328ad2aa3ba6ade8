import { describe, expect, it } from 'vitest';
import { librarySearchText } from './library.ts';
import { richTextWords } from './rich-text.ts';

describe('the words of a rich text', () => {
  it('drops the markup and reads back the entities', () => {
    expect(
      richTextWords('<p>A <strong>big</strong>\u00a0mill</p><p>Fish &amp; chips &lt;3 &quot;</p>'),
    ).toBe('A big mill Fish & chips <3 "');
    // Numeric entities as HTML reads them: NUL is the replacement character.
    expect(richTextWords('<p>caf&#233; &#x1F600; &bogus; &#0;</p>')).toBe('café 😀 &bogus; \ufffd');
    // As XML reads them: no remapping of C1 codes, a surrogate or a code past
    // Unicode is the replacement character, a name needs its ';'.
    expect(richTextWords('&#128;&#xD800;&#1114112;&#99999999999999999999;&apos;&amp &AMP;')).toBe(
      "\u0080\ufffd\ufffd\ufffd'&amp &AMP;",
    );
  });

  it('makes the search text of a content in lower case', () => {
    expect(librarySearchText('Norman Keep', '<h2>Walls</h2><p>Of <em>STONE</em></p>')).toBe(
      'norman keep walls of stone',
    );
  });
});
