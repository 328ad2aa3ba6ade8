import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { Switch } from '@/shared/ui/Switch';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import classes from './Editor.module.css';

interface FullTextEditorProps {
  reference: string;
  value: string;
  editable: boolean;
  onChange: (value: string) => void;
}

/**
 * A fixed height the reader can drag: growing with the text would measure a
 * whole file (thousands of lines) again at every keystroke.
 */
const FULL_TEXT_ROWS = 30;

/** The whole translation as text, with the read-only reference file beside it on demand. */
export function FullTextEditor({ reference, value, editable, onChange }: FullTextEditorProps) {
  const { t } = useTranslation(NS);
  const [showReference, setShowReference] = useState(true);
  return (
    <>
      <Switch
        label={t('editor.showReference')}
        checked={showReference}
        onChange={setShowReference}
      />
      <Columns cols={{ base: 1, md: showReference ? 2 : 1 }} spacing="sm">
        {showReference && (
          <div>
            <Textarea
              label={t('editor.referenceFile')}
              value={reference}
              readOnly
              rows={FULL_TEXT_ROWS}
              resize="vertical"
              classNames={{ input: classes.fullText }}
            />
          </div>
        )}
        <div>
          <Textarea
            label={t('editor.translationFile')}
            value={value}
            readOnly={!editable}
            rows={FULL_TEXT_ROWS}
            resize="vertical"
            classNames={{ input: classes.fullText }}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        </div>
      </Columns>
    </>
  );
}
