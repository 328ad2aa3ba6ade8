import type { SiteLanguage } from '@millenaire/contracts/common';
import type { RichTextEditorLabels } from '@mantine/tiptap';

/** The editor's own texts: the toolbar's names and the two selects. */
export interface EditorTexts {
  controls: Partial<RichTextEditorLabels>;
  blockType: string;
  paragraph: string;
  heading: (level: number) => string;
  fontSize: string;
  defaultSize: string;
  /** The phone toolbar's menus. */
  textStyle: string;
  lists: string;
  alignment: string;
  more: string;
}

const en: EditorTexts = {
  controls: {
    boldControlLabel: 'Bold',
    italicControlLabel: 'Italic',
    underlineControlLabel: 'Underline',
    strikeControlLabel: 'Strikethrough',
    clearFormattingControlLabel: 'Remove formatting',
    linkControlLabel: 'Link',
    unlinkControlLabel: 'Remove link',
    bulletListControlLabel: 'Bullet list',
    orderedListControlLabel: 'Numbered list',
    alignLeftControlLabel: 'Align left',
    alignCenterControlLabel: 'Align centre',
    alignRightControlLabel: 'Align right',
    alignJustifyControlLabel: 'Justify',
    colorPickerControlLabel: 'Text colour',
    unsetColorControlLabel: 'Remove colour',
    undoControlLabel: 'Undo',
    redoControlLabel: 'Redo',
    colorControlLabel: (color) => `Set text colour ${color}`,
    linkEditorInputLabel: 'Link address',
    linkEditorInputPlaceholder: 'https://example.com/',
    linkEditorExternalLink: 'Open link in a new tab',
    linkEditorInternalLink: 'Open link in the same tab',
    linkEditorSave: 'Save',
    colorPickerCancel: 'Cancel',
    colorPickerClear: 'Clear colour',
    colorPickerColorPicker: 'Colour picker',
    colorPickerPalette: 'Colour palette',
    colorPickerSave: 'Save',
    colorPickerColorLabel: (color) => `Set text colour ${color}`,
  },
  blockType: 'Block type',
  paragraph: 'Paragraph',
  heading: (level) => `Heading ${level - 1}`,
  fontSize: 'Font size',
  defaultSize: 'Normal size',
  textStyle: 'Text style and size',
  lists: 'Lists',
  alignment: 'Alignment',
  more: 'More formatting',
};

const fr: EditorTexts = {
  controls: {
    boldControlLabel: 'Gras',
    italicControlLabel: 'Italique',
    underlineControlLabel: 'Souligné',
    strikeControlLabel: 'Barré',
    clearFormattingControlLabel: 'Effacer la mise en forme',
    linkControlLabel: 'Lien',
    unlinkControlLabel: 'Retirer le lien',
    bulletListControlLabel: 'Liste à puces',
    orderedListControlLabel: 'Liste numérotée',
    alignLeftControlLabel: 'Aligner à gauche',
    alignCenterControlLabel: 'Centrer',
    alignRightControlLabel: 'Aligner à droite',
    alignJustifyControlLabel: 'Justifier',
    colorPickerControlLabel: 'Couleur du texte',
    unsetColorControlLabel: 'Retirer la couleur',
    undoControlLabel: 'Annuler',
    redoControlLabel: 'Rétablir',
    colorControlLabel: (color) => `Mettre le texte en ${color}`,
    linkEditorInputLabel: 'Adresse du lien',
    linkEditorInputPlaceholder: 'https://example.com/',
    linkEditorExternalLink: 'Ouvrir le lien dans un nouvel onglet',
    linkEditorInternalLink: 'Ouvrir le lien dans le même onglet',
    linkEditorSave: 'Enregistrer',
    colorPickerCancel: 'Annuler',
    colorPickerClear: 'Effacer la couleur',
    colorPickerColorPicker: 'Sélecteur de couleur',
    colorPickerPalette: 'Palette',
    colorPickerSave: 'Enregistrer',
    colorPickerColorLabel: (color) => `Mettre le texte en ${color}`,
  },
  blockType: 'Type de bloc',
  paragraph: 'Paragraphe',
  heading: (level) => `Titre ${level - 1}`,
  fontSize: 'Taille du texte',
  defaultSize: 'Taille normale',
  textStyle: 'Style et taille du texte',
  lists: 'Listes',
  alignment: 'Alignement',
  more: 'Autres mises en forme',
};

export const EDITOR_TEXTS: Record<SiteLanguage, EditorTexts> = { en, fr };
