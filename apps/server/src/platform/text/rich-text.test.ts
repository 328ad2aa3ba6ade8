import {
  RICH_TEXT_CONTROLS,
  RICH_TEXT_MAX_BYTES,
  richTextAllowlist,
  type RichTextStyleRule,
} from '@millenaire/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { sanitizeRichText } from './rich-text.ts';

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/steal">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<span style="color: #fff; background-image: url(https://evil.example/t.png)">x</span>',
  '<span style="color: expression(alert(1))">x</span>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css"; p { color: red }</style>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<template><script>alert(1)</script></template>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<a href="https://ok.example" onclick="alert(1)" style="color:#000">ok</a>',
  '<div data-x="1" class="evil" id="x"><p>kept</p></div>',
];

const allowlist = richTextAllowlist();

function styleAllowed(tag: string, declaration: string): boolean {
  const [property = '', ...rest] = declaration.split(':');
  const value = rest.join(':').trim();
  const rules: RichTextStyleRule[] = allowlist.styles[tag]?.[property.trim()] ?? [];
  return rules.some((r) => ('pattern' in r ? r.pattern.test(value) : r.values.includes(value)));
}

/** Every element, attribute, style and link left must be on the allowlist. */
function expectOnlyAllowedMarkup(html: string): void {
  for (const [, tag = '', attrs = ''] of html.matchAll(/<\/?([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
    expect(allowlist.tags, html).toContain(tag);
    for (const [, name = '', value = ''] of attrs.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (name === 'style') {
        for (const d of value.split(';'))
          expect(styleAllowed(tag, d), `${d} in ${html}`).toBe(true);
        continue;
      }
      expect(allowlist.attributes[tag] ?? [], html).toContain(name);
      if (name === 'href') expect(value, html).toMatch(/^(https?:|mailto:|\/[^/]|[^:]*$)/i);
    }
  }
}

describe('sanitizeRichText', () => {
  it(`leaves nothing executable in ${XSS_PAYLOADS.length} classic payloads`, () => {
    let refused = 0;
    for (const payload of XSS_PAYLOADS) {
      let clean: string;
      try {
        clean = sanitizeRichText(payload);
      } catch (err) {
        // Scripts and styles are refused with a reason rather than cut out.
        expect(err, payload).toMatchObject({ statusCode: 400, key: 'INVALID_MARKUP' });
        expect(payload, payload).toMatch(/<\s*\/?\s*(script|style)/i);
        refused++;
        continue;
      }
      expectOnlyAllowedMarkup(clean);
      expect(clean, payload).not.toMatch(
        /<\s*(script|img|svg|math|iframe|object|embed|form|button|input|meta|base|link|style|body|video|source|details|textarea|xmp|template|noscript)/i,
      );
      // Text may say anything once escaped; the markup itself must carry none of it.
      const markup = (clean.match(/<[^>]*>/g) ?? []).join('');
      expect(markup, payload).not.toMatch(
        /\son\w+\s*=|javascript:|vbscript:|data:|expression\(|url\(/i,
      );
      // Sanitizing again changes nothing: no markup comes back to life on a second parse.
      expect(sanitizeRichText(clean), payload).toBe(clean);
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('never loses text silently: removed markup keeps its text, or the save is refused', () => {
    expect(sanitizeRichText('<p>Before</p><svg><p>after the drawing</p>')).toBe(
      '<p>Before</p><p>after the drawing</p>',
    );
    expect(sanitizeRichText('<p>a <math><mi>x</mi> and the rest</p>')).toBe(
      '<p>a x and the rest</p>',
    );
    for (const html of ['<p>a</p><script>x', '<style>p{}</style><p>b</p>', '<p>a <!-- the rest']) {
      expect(() => sanitizeRichText(html), html).toThrow(
        expect.objectContaining({ statusCode: 400, key: 'INVALID_MARKUP' }),
      );
    }
    expect(sanitizeRichText('<p>a <!-- note --> b</p>')).toBe('<p>a  b</p>');
  });

  it('keeps the text of dropped elements as text, escaped', () => {
    expect(sanitizeRichText('<div><p>kept</p></div>')).toBe('<p>kept</p>');
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('keeps every formatting the toolbar offers, unchanged', () => {
    const formatted = [
      '<p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> <s>struck</s> <code>code</code></p>',
      '<p>H<sub>2</sub>O and x<sup>2</sup><br />next line</p>',
      '<h2 style="text-align:center">Normans</h2><h3>Villages</h3><h4 style="text-align:right">Farms</h4>',
      '<blockquote><p>A quote</p></blockquote><pre><code>if (a &lt; b) {}</code></pre>',
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
      '<p style="text-align:justify"><span style="color:#c92a2a;font-size:20px">red</span></p>',
      '<p style="text-align:left"><span style="color:rgb(201, 42, 42)">picked again</span></p>',
      '<p><a href="https://millenaire.example/library/12?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">a link</a></p>',
      '<p><a href="mailto:team@millenaire.example" target="_blank" rel="noopener noreferrer nofollow">mail</a></p>',
    ];
    for (const html of formatted) expect(sanitizeRichText(html)).toBe(html);
  });

  it('allows every element the toolbar controls produce', () => {
    for (const markup of Object.values(RICH_TEXT_CONTROLS)) {
      for (const tag of markup.tags) expect(allowlist.tags).toContain(tag);
    }
    expect(allowlist.tags).not.toContain('img');
  });

  it('normalises what the editor writes and drops style values outside the lists', () => {
    expect(sanitizeRichText('<p style="text-align: center">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
    expect(sanitizeRichText('<span style="font-size: 200px; color: #1864ab">x</span>')).toBe(
      '<span style="color:#1864ab">x</span>',
    );
    expect(sanitizeRichText('<span style="position: fixed">x</span>')).toBe('<span>x</span>');
  });

  it('forces a new tab and no opener on links', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('refuses text over the size cap with 413', () => {
    const html = `<p>${'é'.repeat(RICH_TEXT_MAX_BYTES / 2)}</p>`;
    expect(() => sanitizeRichText(html)).toThrow(AppError);
    expect(() => sanitizeRichText(html)).toThrow('PAYLOAD_TOO_LARGE');
  });
});
