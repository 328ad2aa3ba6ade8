import type { ReactElement } from 'react';
import { renderPage } from '@/test/render';
import { EditorFileContext, type EditorFile } from '../components/editor-file';

/** The French strings file at revision 4, for a logged-in reader who may not save it. */
export const STRINGS_FR: EditorFile = {
  language: 'fr',
  filekey: 'strings',
  filename: 'strings.txt',
  revision: 4,
  referenceLanguage: 'en',
  editable: false,
  loggedIn: true,
};

/** Renders a row's tool as the editor of `file` (STRINGS_FR, changed by `file`) holds it. */
export function renderInEditor(element: ReactElement, file: Partial<EditorFile> = {}) {
  return renderPage(
    <EditorFileContext.Provider value={{ ...STRINGS_FR, ...file }}>
      {element}
    </EditorFileContext.Provider>,
  );
}
