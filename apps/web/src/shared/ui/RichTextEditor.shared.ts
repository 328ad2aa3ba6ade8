// What the editor's placeholder and the editor itself agree on.

/** The toolbar's fixed height: one row at every width (a narrow editor groups controls in menus). */
export const EDITOR_TOOLBAR_HEIGHT = 46;

export interface RichTextEditorProps {
  /** HTML; '' for an empty text. */
  value: string;
  /** The new HTML; '' once the text is emptied. */
  onChange: (html: string) => void;
  /** Height of the writing area, in pixels. */
  minHeight?: number;
  invalid?: boolean;
  /** id of an element describing the field (help, error). */
  describedBy?: string;
}
