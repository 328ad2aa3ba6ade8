import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import {
  RICH_TEXT_ALIGNMENTS,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_URL_SCHEMES,
} from '@millenaire/contracts/rich-text';

export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/**
 * Only what the toolbar offers: no code, quotes, rules, images or tables, so
 * what is typed or pasted is what the server's allowlist keeps.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      protocols: [...RICH_TEXT_URL_SCHEMES],
      defaultProtocol: 'https',
      HTMLAttributes: { target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL },
    },
  }),
  TextStyle,
  Color,
  FontSize,
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...RICH_TEXT_ALIGNMENTS] }),
];
