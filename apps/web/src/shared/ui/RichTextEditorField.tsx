import { useEffect } from 'react';
import { NativeSelect } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import { RICH_TEXT_COLORS, RICH_TEXT_FONT_SIZES } from '@millenaire/contracts/rich-text';
import { useSiteLanguage } from '../i18n';
import { EDITOR_EXTENSIONS, HEADING_LEVELS, type HeadingLevel } from './RichTextEditor.extensions';
import { EDITOR_TEXTS, type EditorTexts } from './RichTextEditor.labels';
import { EDITOR_TOOLBAR_HEIGHT, type RichTextEditorProps } from './RichTextEditor.shared';

function BlockTypeSelect({ editor, texts }: { editor: Editor; texts: EditorTexts }) {
  const value = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const level = HEADING_LEVELS.find((l) => current.isActive('heading', { level: l }));
      return level ? `h${level}` : 'p';
    },
  });
  return (
    <NativeSelect
      size="xs"
      w={130}
      style={{ flexShrink: 0 }}
      aria-label={texts.blockType}
      value={value}
      data={[
        { value: 'p', label: texts.paragraph },
        ...HEADING_LEVELS.map((level) => ({ value: `h${level}`, label: texts.heading(level) })),
      ]}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        const chain = editor.chain().focus();
        if (chosen === 'p') chain.setParagraph().run();
        else chain.setHeading({ level: Number(chosen.slice(1)) as HeadingLevel }).run();
      }}
    />
  );
}

function FontSizeSelect({ editor, texts }: { editor: Editor; texts: EditorTexts }) {
  const value = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const size: unknown = current.getAttributes('textStyle').fontSize;
      return typeof size === 'string' ? size : '';
    },
  });
  return (
    <NativeSelect
      size="xs"
      w={125}
      style={{ flexShrink: 0 }}
      aria-label={texts.fontSize}
      value={value}
      data={[
        { value: '', label: texts.defaultSize },
        ...RICH_TEXT_FONT_SIZES.map((size) => ({ value: size, label: size })),
      ]}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        const chain = editor.chain().focus();
        if (chosen === '') chain.unsetFontSize().run();
        else chain.setFontSize(chosen).run();
      }}
    />
  );
}

/** The TipTap editor itself; loaded lazily through RichTextEditor. */
export default function RichTextEditorField({
  value,
  onChange,
  labelId,
  minHeight = 200,
  invalid = false,
  describedBy,
}: RichTextEditorProps & { labelId: string }) {
  const texts = EDITOR_TEXTS[useSiteLanguage()];
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a loaded content, a reset) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <MantineEditor
      editor={editor}
      labels={texts.controls}
      styles={{
        root: invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined,
        toolbar: {
          flexWrap: 'nowrap',
          overflowX: 'auto',
          height: EDITOR_TOOLBAR_HEIGHT,
          top: 0,
        },
      }}
    >
      <MantineEditor.Toolbar>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Bold />
          <MantineEditor.Italic />
          <MantineEditor.Underline />
          <MantineEditor.Strikethrough />
        </MantineEditor.ControlsGroup>
        {editor && <BlockTypeSelect editor={editor} texts={texts} />}
        {editor && <FontSizeSelect editor={editor} texts={texts} />}
        <MantineEditor.ControlsGroup>
          <MantineEditor.BulletList />
          <MantineEditor.OrderedList />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.AlignLeft />
          <MantineEditor.AlignCenter />
          <MantineEditor.AlignRight />
          <MantineEditor.AlignJustify />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.ColorPicker colors={[...RICH_TEXT_COLORS]} />
          <MantineEditor.UnsetColor />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Link />
          <MantineEditor.Unlink />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.ClearFormatting />
          <MantineEditor.Undo />
          <MantineEditor.Redo />
        </MantineEditor.ControlsGroup>
      </MantineEditor.Toolbar>
      <MantineEditor.Content />
    </MantineEditor>
  );
}
