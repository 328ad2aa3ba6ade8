import { Grid, Paper, Text, Textarea, Title } from '@mantine/core';
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
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Text size="sm" className={classes.reference}>
            {reference || t('editor.noExplanations')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
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
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
