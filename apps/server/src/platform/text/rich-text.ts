import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_MAX_BYTES,
  richTextAllowlist,
  type RichTextStyleRule,
} from '@millenaire/contracts';
import { AppError } from '../http/errors.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** sanitize-html wants each allowed style value as a pattern matching it whole. */
function toPatterns(rules: RichTextStyleRule[]): RegExp[] {
  return rules.flatMap((rule) =>
    'pattern' in rule
      ? [rule.pattern]
      : rule.values.map((value) => new RegExp(`^${escapeRegExp(value)}$`)),
  );
}

function buildOptions(): sanitizeHtml.IOptions {
  const allowlist = richTextAllowlist();
  const allowedAttributes: Record<string, string[]> = { ...allowlist.attributes };
  const allowedStyles: Record<string, Record<string, RegExp[]>> = {};
  for (const [tag, properties] of Object.entries(allowlist.styles)) {
    allowedAttributes[tag] = [...(allowedAttributes[tag] ?? []), 'style'];
    allowedStyles[tag] = Object.fromEntries(
      Object.entries(properties).map(([property, rules]) => [property, toPatterns(rules)]),
    );
  }
  return {
    allowedTags: allowlist.tags,
    allowedAttributes,
    allowedStyles,
    allowedClasses: {},
    allowedSchemes: [...allowlist.schemes],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Only these hold no text worth keeping, and they are refused before
    // sanitizing (see REFUSED_ELEMENTS); every other element that goes keeps
    // its text, so an unclosed <svg> or <math> no longer takes the rest with it.
    nonTextTags: [...REFUSED_ELEMENTS],
    transformTags: {
      // Whatever a link said, it opens in a new tab with no access to this page.
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL },
      }),
    },
  };
}

/**
 * Elements whose content is code, not text: their content would be lost (an
 * unclosed one takes everything after it), so a text holding one is refused
 * with a reason rather than saved without a word. The editor never writes them.
 */
const REFUSED_ELEMENTS = ['script', 'style'] as const;
const isRefused = (tag: string) => (REFUSED_ELEMENTS as readonly string[]).includes(tag);

/** A comment that never closes hides the rest of the text from the parser. */
const UNCLOSED_COMMENT = /<!--(?![\s\S]*-->)/;

const OPTIONS = buildOptions();

/**
 * Keeps only the markup the editor's toolbar can produce (the allowlist in
 * packages/contracts/src/rich-text.ts); everything else is dropped, the text
 * inside it kept as text. Over RICH_TEXT_MAX_BYTES answers 413; markup that
 * would take text away with it (scripts, styles, a comment left open)
 * answers 400 INVALID_MARKUP.
 */
export function sanitizeRichText(html: string): string {
  if (Buffer.byteLength(html) > RICH_TEXT_MAX_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
  if (UNCLOSED_COMMENT.test(html)) throw new AppError(400, 'INVALID_MARKUP');
  let refused = false;
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: (tag) => {
      if (isRefused(tag)) refused = true;
    },
  });
  if (refused) throw new AppError(400, 'INVALID_MARKUP');
  return clean;
}
