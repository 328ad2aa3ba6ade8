import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import { useSiteLanguage } from '../i18n';
import { EDITOR_EXTENSIONS } from './RichTextEditor.extensions';
import { EDITOR_TEXTS } from './RichTextEditor.labels';
import { EDITOR_TOOLBAR_HEIGHT, type RichTextEditorProps } from './RichTextEditor.shared';
import { CompactToolbar, FullToolbar } from './RichTextEditor.toolbars';

/** The editor's width from which its nineteen controls fit in one row, in pixels. */
const FULL_TOOLBAR_WIDTH = 820;

/**
 * Whether the editor is wide enough for the full toolbar, measured before the
 * first paint and again whenever it is resized.
 */
function useFitsFullToolbar(box: RefObject<HTMLDivElement | null>): boolean {
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setFits(element.clientWidth >= FULL_TOOLBAR_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return fits;
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
  const box = useRef<HTMLDivElement>(null);
  const full = useFitsFullToolbar(box);
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
      ref={box}
      editor={editor}
      labels={texts.controls}
      styles={{
        root: invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined,
        toolbar: {
          flexWrap: 'nowrap',
          // Below 360 px even the phone's row is too wide: the end scrolls into view.
          overflowX: 'auto',
          height: EDITOR_TOOLBAR_HEIGHT,
          top: 0,
          ...(full ? {} : { gap: 6, paddingInline: 8 }),
        },
      }}
    >
      <MantineEditor.Toolbar>
        {editor &&
          (full ? (
            <FullToolbar editor={editor} texts={texts} />
          ) : (
            <CompactToolbar editor={editor} texts={texts} />
          ))}
      </MantineEditor.Toolbar>
      <MantineEditor.Content />
    </MantineEditor>
  );
}
