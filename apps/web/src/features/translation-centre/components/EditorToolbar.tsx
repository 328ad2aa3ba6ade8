import { Anchor, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { Group } from '@/shared/ui/Group';
import { Switch } from '@/shared/ui/Switch';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';

/** Which elements the editor shows, and how. */
export interface EditorView {
  find: string;
  hideTranslated: boolean;
  reviewOnly: boolean;
  fullText: boolean;
}

interface EditorToolbarProps {
  view: EditorView;
  /** A change of what is shown; `fromFirstPage` when the list it gives is a new one. */
  onView: (change: Partial<EditorView>, fromFirstPage?: boolean) => void;
  /** The file's lines to review. */
  reviewCount: number;
  /** Unsaved work: the full text cannot be switched on or off under it. */
  dirty: boolean;
  language: string;
  referenceLanguage: string;
}

/** The editor's search in the file (and the link to search every file) and its view switches. */
export function EditorToolbar({
  view,
  onView,
  reviewCount,
  dirty,
  language,
  referenceLanguage,
}: EditorToolbarProps) {
  const { t } = useTranslation(NS);
  const allFiles = new URLSearchParams({
    language,
    reference: referenceLanguage,
    q: view.find.trim(),
  });
  return (
    <>
      <Group gap="sm" align="end">
        <TextInput
          label={t('editor.find')}
          type="search"
          value={view.find}
          disabled={view.fullText}
          onChange={(event) => onView({ find: event.currentTarget.value }, true)}
          w={{ base: '100%', sm: 320 }}
        />
        <Anchor
          component={Link}
          size="sm"
          pb={6}
          to={`/translationcentre/search?${allFiles.toString()}`}
        >
          {t('search.allFiles')}
        </Anchor>
      </Group>
      <Group gap="lg">
        <Switch
          label={t('editor.hideTranslated')}
          checked={view.hideTranslated}
          disabled={view.fullText}
          onChange={(hideTranslated) => onView({ hideTranslated })}
        />
        <Switch
          label={t('editor.reviewOnly', { count: reviewCount })}
          checked={view.reviewOnly}
          disabled={view.fullText || (reviewCount === 0 && !view.reviewOnly)}
          onChange={(reviewOnly) => onView({ reviewOnly }, true)}
        />
        <Switch
          label={t('editor.fullText')}
          checked={view.fullText}
          disabled={dirty}
          onChange={(fullText) => onView({ fullText })}
        />
      </Group>
    </>
  );
}
