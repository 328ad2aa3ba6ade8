/**
 * Rich text: what the editor's toolbar offers is exactly what the server
 * keeps. Each control names the markup it produces; the sanitizer's allowlist
 * is derived from the toolbar, so a control added here is accepted by the
 * server and a control removed here is stripped, with no second list to forget.
 * No images, frames, scripts, event attributes or free styles: only the
 * elements, attributes and style values below, and links to http, https and mailto.
 */

/** Largest rich text accepted, in UTF-8 bytes. */
export const RICH_TEXT_MAX_BYTES = 100_000;

export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** What links always carry: a new tab, no access to this page, no endorsement. */
export const RICH_TEXT_LINK_TARGET = '_blank';
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

export const RICH_TEXT_FONT_SIZES = ['12px', '14px', '16px', '20px', '24px', '32px'] as const;

export const RICH_TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/** The colour picker's swatches. */
export const RICH_TEXT_COLORS = [
  '#000000',
  '#868e96',
  '#c92a2a',
  '#e8590c',
  '#f08c00',
  '#2b8a3e',
  '#0b7285',
  '#1864ab',
  '#5f3dc4',
  '#a61e4d',
] as const;

/**
 * Any colour as the editor writes it (#rgb, #rrggbb) or as a browser
 * serialises it when the text is edited again (rgb(r, g, b)).
 */
export const RICH_TEXT_COLOR_PATTERN =
  /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;

/** Allowed values of one style property: a fixed list, or a pattern. */
export type RichTextStyleRule = { values: readonly string[] } | { pattern: RegExp };

/** The markup one control produces. */
export interface RichTextMarkup {
  tags: readonly string[];
  /** Attributes per element (besides style). */
  attributes?: Readonly<Record<string, readonly string[]>>;
  /** Style properties per element, with their allowed values. */
  styles?: Readonly<Record<string, Readonly<Record<string, RichTextStyleRule>>>>;
}

const aligned = (value: (typeof RICH_TEXT_ALIGNMENTS)[number]): RichTextMarkup => {
  const rule = { 'text-align': { values: [value] } };
  return { tags: [], styles: { p: rule, h2: rule, h3: rule, h4: rule } };
};

/** Every toolbar control and the markup it produces. */
export const RICH_TEXT_CONTROLS = {
  bold: { tags: ['strong'] },
  italic: { tags: ['em'] },
  underline: { tags: ['u'] },
  strikethrough: { tags: ['s'] },
  code: { tags: ['code'] },
  subscript: { tags: ['sub'] },
  superscript: { tags: ['sup'] },
  clearFormatting: { tags: [] },
  paragraph: { tags: ['p'] },
  h2: { tags: ['h2'] },
  h3: { tags: ['h3'] },
  h4: { tags: ['h4'] },
  blockquote: { tags: ['blockquote'] },
  codeBlock: { tags: ['pre', 'code'] },
  fontSize: {
    tags: ['span'],
    styles: { span: { 'font-size': { values: RICH_TEXT_FONT_SIZES } } },
  },
  bulletList: { tags: ['ul', 'li'] },
  orderedList: { tags: ['ol', 'li'], attributes: { ol: ['start'] } },
  alignLeft: aligned('left'),
  alignCenter: aligned('center'),
  alignRight: aligned('right'),
  alignJustify: aligned('justify'),
  color: { tags: ['span'], styles: { span: { color: { pattern: RICH_TEXT_COLOR_PATTERN } } } },
  unsetColor: { tags: [] },
  link: { tags: ['a'], attributes: { a: ['href', 'target', 'rel'] } },
  unlink: { tags: [] },
  undo: { tags: [] },
  redo: { tags: [] },
} as const satisfies Record<string, RichTextMarkup>;

export type RichTextControl = keyof typeof RICH_TEXT_CONTROLS;

/** The toolbar, in groups, as the editor shows it. */
export const RICH_TEXT_TOOLBAR: readonly (readonly RichTextControl[])[] = [
  ['bold', 'italic', 'underline', 'strikethrough', 'code', 'subscript', 'superscript'],
  ['paragraph', 'h2', 'h3', 'h4', 'blockquote', 'codeBlock'],
  ['fontSize'],
  ['bulletList', 'orderedList'],
  ['alignLeft', 'alignCenter', 'alignRight', 'alignJustify'],
  ['color', 'unsetColor'],
  ['link', 'unlink'],
  ['clearFormatting', 'undo', 'redo'],
];

/** Markup that needs no control: paragraphs and line breaks. */
const BASE_MARKUP: RichTextMarkup = { tags: ['p', 'br'] };

export interface RichTextAllowlist {
  tags: string[];
  attributes: Record<string, string[]>;
  styles: Record<string, Record<string, RichTextStyleRule[]>>;
  schemes: readonly string[];
}

function addMarkup(list: RichTextAllowlist, markup: RichTextMarkup): void {
  for (const tag of markup.tags) if (!list.tags.includes(tag)) list.tags.push(tag);
  for (const [tag, names] of Object.entries(markup.attributes ?? {})) {
    const known = (list.attributes[tag] ??= []);
    for (const name of names) if (!known.includes(name)) known.push(name);
  }
  for (const [tag, properties] of Object.entries(markup.styles ?? {})) {
    const known = (list.styles[tag] ??= {});
    for (const [property, rule] of Object.entries(properties)) {
      (known[property] ??= []).push(rule);
    }
  }
}

/** Everything the toolbar can produce: the allowlist the server sanitizes with. */
export function richTextAllowlist(
  toolbar: readonly (readonly RichTextControl[])[] = RICH_TEXT_TOOLBAR,
): RichTextAllowlist {
  const list: RichTextAllowlist = {
    tags: [],
    attributes: {},
    styles: {},
    schemes: RICH_TEXT_URL_SCHEMES,
  };
  addMarkup(list, BASE_MARKUP);
  for (const control of toolbar.flat()) addMarkup(list, RICH_TEXT_CONTROLS[control]);
  return list;
}

/**
 * The words of a rich text, without its markup: blocks and line breaks become
 * spaces, inline tags nothing ("<b>loud</b>." stays "loud."), the entities
 * the sanitizer writes (`&amp;`, `&lt;`, `&gt;`, `&quot;` and numeric ones)
 * are read back, runs of white space become one.
 */
export function richTextWords(html: string): string {
  const text = html
    .replace(/<\/?(?:p|h[1-6]|li|ul|ol|blockquote|pre|div|br|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#([0-9]+)|#[xX]([0-9A-Fa-f]+));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * XML's entities read back: the five named ones and numeric references, a
 * reference to NUL, a surrogate or past U+10FFFF being the replacement
 * character; anything else (`&bogus;`, `&amp` without its `;`) is left as is.
 */
function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_whole, name?: string, decimal?: string, hex?: string) => {
    if (name !== undefined) return NAMED[name] ?? '';
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return String.fromCodePoint(valid ? code : 0xfffd);
  });
}
