import { createContext, useContext } from 'react';

/** The file an editor shows: what a row's tools (history, comments, suggestions) ask the server about. */
export interface EditorFile {
  language: string;
  filekey: string;
  filename: string;
  /** The translation's revision the editor shows (0 before its first save). */
  revision: number;
  /** The reference's language, for the tools that compare with it. */
  referenceLanguage: string;
  /** The viewer may save the file (a confirmed member). */
  editable: boolean;
  /** The viewer is logged in. */
  loggedIn: boolean;
  /** Puts lines into the element's fields as if typed (the translator still saves). */
  onUse?: (key: string, lines: string[]) => void;
}

export const EditorFileContext = createContext<EditorFile | null>(null);

/** The file of the editor around a row. */
export function useEditorFile(): EditorFile {
  const file = useContext(EditorFileContext);
  if (!file) throw new Error('useEditorFile outside the editor');
  return file;
}
