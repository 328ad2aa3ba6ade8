import { Textarea } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import classes from './Editor.module.css';

interface ExplanationsPanelProps {
  reference: string;
  value: string;
  editable: boolean;
  onChange: (value: string) => void;
}

/** The notes for translators: the reference's on the left, the translation's on the right. */
export function ExplanationsPanel({
  reference,
  value,
  editable,
  onChange,
}: ExplanationsPanelProps) {
  const { t } = useTranslation(NS);
  if (reference === '' && value === '' && !editable) return null;
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {t('editor.explanations')}
      </Title>
      <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
        <div>
          <Text size="sm" className={classes.reference}>
            {reference || t('editor.noExplanations')}
          </Text>
        </div>
        <div>
          {editable ? (
            <Textarea
              aria-label={t('editor.explanations')}
              autosize
              minRows={2}
              value={value}
              onChange={(e) => onChange(e.currentTarget.value)}
            />
          ) : (
            <Text size="sm" className={classes.reference}>
              {value}
            </Text>
          )}
        </div>
      </Columns>
    </Paper>
  );
}
