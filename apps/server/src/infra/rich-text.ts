import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_MAX_BYTES,
  richTextAllowlist,
  type RichTextStyleRule,
} from '@millenaire/contracts';
import { AppError } from './errors.ts';

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
    // Besides the raw-text elements, whatever these hold is never text worth keeping.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'xmp',
      'noscript',
      'noembed',
      'noframes',
      'iframe',
      'template',
      'title',
      'svg',
      'math',
      'object',
      'select',
    ],
    transformTags: {
      // Whatever a link said, it opens in a new tab with no access to this page.
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL },
      }),
    },
  };
}

const OPTIONS = buildOptions();

/**
 * Keeps only the markup the editor's toolbar can produce (the allowlist in
 * packages/contracts/src/rich-text.ts); everything else is dropped, the text
 * inside it kept as text. Over RICH_TEXT_MAX_BYTES answers 413.
 */
export function sanitizeRichText(html: string): string {
  if (Buffer.byteLength(html) > RICH_TEXT_MAX_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
  return sanitizeHtml(html, OPTIONS);
}
