import { memo } from 'react';
import { Badge, Grid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import classes from './Editor.module.css';

interface ElementRowProps {
  elementKey: string;
  reference: string[];
  lines: string[];
  /** Original translation lines, to mark what was changed. */
  original: string[];
  editable: boolean;
  warning: boolean;
  changedElsewhere: boolean;
  onChange: (key: string, index: number, value: string) => void;
}

/** One element: the reference lines on the left, the translation's on the right. */
export const ElementRow = memo(function ElementRow(props: ElementRowProps) {
  const { elementKey, reference, lines, original, editable, warning, changedElsewhere, onChange } =
    props;
  const { t } = useTranslation(NS);
  const count = Math.max(reference.length, lines.length, 1);
  const missing = !lines.some((l) => l.trim() !== '');
  return (
    <div className={classes.row} data-testid={`element-${elementKey}`}>
      <Text size="xs" ff="monospace" c="dimmed" className={classes.key}>
        {elementKey}
        {changedElsewhere && (
          <Badge ml="xs" size="xs" color="orange">
            {t('editor.changedElsewhere')}
          </Badge>
        )}
      </Text>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap={4}>
            {reference.map((line, i) => (
              <Text key={i} size="sm" className={classes.reference}>
                {line}
              </Text>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap={4}>
            {editable ? (
              Array.from({ length: count }, (_, i) => (
                <TextInput
                  key={i}
                  size="sm"
                  aria-label={t('editor.lineLabel', { key: elementKey, line: i + 1 })}
                  placeholder={t('editor.missing')}
                  value={lines[i] ?? ''}
                  classNames={{
                    input: (lines[i] ?? '') !== (original[i] ?? '') ? classes.modified : undefined,
                  }}
                  onChange={(e) => onChange(elementKey, i, e.currentTarget.value)}
                />
              ))
            ) : missing ? (
              <Text size="sm" c="red.8" fs="italic">
                {t('editor.missing')}
              </Text>
            ) : (
              lines.map((line, i) => (
                <Text key={i} size="sm" className={classes.reference}>
                  {line}
                </Text>
              ))
            )}
            {editable && missing && (
              <Text size="xs" c="red.8">
                {t('editor.missing')}
              </Text>
            )}
            {warning && (
              <Text size="xs" c="orange.9">
                {t('editor.placeholderWarning')}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
});
