import { useState } from 'react';
import { Grid, Switch, Textarea } from '@mantine/core';
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
        onChange={(e) => setShowReference(e.currentTarget.checked)}
      />
      <Grid gap="sm">
        {showReference && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Textarea
              label={t('editor.referenceFile')}
              value={reference}
              readOnly
              rows={FULL_TEXT_ROWS}
              resize="vertical"
              classNames={{ input: classes.fullText }}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: showReference ? 6 : 12 }}>
          <Textarea
            label={t('editor.translationFile')}
            value={value}
            readOnly={!editable}
            rows={FULL_TEXT_ROWS}
            resize="vertical"
            classNames={{ input: classes.fullText }}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
