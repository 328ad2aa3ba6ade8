import { useEditorState, type Editor } from '@tiptap/react';
import { RICH_TEXT_ALIGNMENTS, RICH_TEXT_FONT_SIZES } from '@millenaire/contracts/rich-text';
import { HEADING_LEVELS, type HeadingLevel } from './RichTextEditor.extensions';
import type { EditorTexts } from './RichTextEditor.labels';

// What both toolbars read from the editor and do to it.

export type Alignment = (typeof RICH_TEXT_ALIGNMENTS)[number];

/** What the toolbar shows as chosen where the cursor is. */
export function useFormatState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const level = HEADING_LEVELS.find((l) => current.isActive('heading', { level: l }));
      const size: unknown = current.getAttributes('textStyle').fontSize;
      return {
        block: level ? `h${level}` : 'p',
        size: typeof size === 'string' ? size : '',
        align: RICH_TEXT_ALIGNMENTS.find((a) => current.isActive({ textAlign: a })) ?? 'left',
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        strike: current.isActive('strike'),
        link: current.isActive('link'),
      };
    },
  });
}

export const run = (editor: Editor) => editor.chain().focus();

export function setBlock(editor: Editor, block: string) {
  if (block === 'p') run(editor).setParagraph().run();
  else
    run(editor)
      .setHeading({ level: Number(block.slice(1)) as HeadingLevel })
      .run();
}

export function setSize(editor: Editor, size: string) {
  if (size === '') run(editor).unsetFontSize().run();
  else run(editor).setFontSize(size).run();
}

export const blockChoices = (texts: EditorTexts) => [
  { value: 'p', label: texts.paragraph },
  ...HEADING_LEVELS.map((level) => ({ value: `h${level}`, label: texts.heading(level) })),
];
export const sizeChoices = (texts: EditorTexts) => [
  { value: '', label: texts.defaultSize },
  ...RICH_TEXT_FONT_SIZES.map((size) => ({ value: size, label: size })),
];
