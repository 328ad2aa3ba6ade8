import { Alert, Button } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { LineValue, WordDiffPart } from '@millenaire/contracts/translations';
import { ApiError, invalidatePrefix } from '@/shared/api-client';
import { formatDate } from '@/shared/format-date';
import { QueryState } from '@/shared/ui/QueryState';
import { useLineHistory } from '../api/line-history';
import { savedFileQueries } from '../api/save-file';
import { useSaveFile } from '../api/save-file';
import { NS } from '../i18n';
import { useEditorFile } from './editor-file';
import classes from './Editor.module.css';

/** A value against the one before: words removed struck through, words added marked. */
function WordDiff({ parts }: { parts: WordDiffPart[] }) {
  const { t } = useTranslation(NS);
  return (
    <Text size="sm" component="div" className={classes.reference}>
      {parts.map((part, i) =>
        part.kind === 'removed' ? (
          <del key={i} className={classes.diffOld} title={t('lineHistory.removed')}>
            {part.text}
          </del>
        ) : part.kind === 'added' ? (
          <ins key={i} className={classes.diffNew} title={t('lineHistory.added')}>
            {part.text}
          </ins>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

const same = (a: string[] | null, b: string[] | null) =>
  a !== null && b !== null && a.length === b.length && a.every((line, i) => line === b[i]);

function Value({
  value,
  current,
  onRestore,
  pending,
}: {
  value: LineValue;
  current: boolean;
  onRestore?: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation(NS);
  const who = value.initialimport
    ? t('lineHistory.imported')
    : (value.author ?? t('info.noAuthor'));
  return (
    <li className={classes.lineValue} data-testid="line-value">
      <Group gap={6} justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          <b>{who}</b> · {formatDate(value.createdon)}
          {current && ` · ${t('lineHistory.current')}`}
          {value.restoredfrom !== null &&
            ` · ${t('lineHistory.restoredFrom', { revision: value.restoredfrom })}`}
        </Text>
        {onRestore && (
          <Button size="compact-xs" variant="light" loading={pending} onClick={onRestore}>
            {t('lineHistory.restore')}
          </Button>
        )}
      </Group>
      {value.lines === null ? (
        <Text size="sm" fs="italic" className={classes.red}>
          {t('lineHistory.gone')}
        </Text>
      ) : value.diff.length > 0 ? (
        <WordDiff parts={value.diff} />
      ) : (
        <Text size="sm" className={classes.reference}>
          {value.lines.join('\n')}
        </Text>
      )}
    </li>
  );
}

/**
 * Every value one element had, newest first: who saved it, when, and what it
 * changed from the value before; a translator puts an older one back with one
 * click (a new save of that element alone, on top of the version shown).
 */
export function LineHistory({ id, elementKey }: { id: string; elementKey: string }) {
  const { t } = useTranslation(NS);
  const file = useEditorFile();
  const query = useLineHistory(file.language, file.filekey, elementKey);
  const save = useSaveFile();
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const restore = async (lines: string[]) => {
    try {
      await save.mutateAsync({
        language: file.language,
        filekey: file.filekey,
        filename: file.filename,
        basedon: file.revision,
        splitcontent: { elements: { [elementKey]: lines } },
      });
      // What was typed in the row gives way to the value put back.
      file.onUse?.(elementKey, lines);
    } catch (error) {
      // Someone saved meanwhile: the editor reads their version; restoring again goes on top of it.
      if (error instanceof ApiError && error.status === 409) {
        await Promise.all(savedFileQueries(file.language).map(invalidatePrefix));
      }
    }
  };
  return (
    <Stack gap={4} id={id} className={classes.linePanel} data-testid={`line-history-${elementKey}`}>
      <Text size="xs" fw={700}>
        {t('lineHistory.title')}
      </Text>
      {conflict && (
        <Alert color="orange" p="xs" role="alert">
          <Text size="xs">{t('lineHistory.conflict')}</Text>
        </Alert>
      )}
      <QueryState query={query}>
        {({ values }) =>
          values.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('lineHistory.none')}
            </Text>
          ) : (
            <ol className={classes.lineValues}>
              {values.map((value, i) => {
                const restorable =
                  file.editable &&
                  i > 0 &&
                  value.lines !== null &&
                  !same(value.lines, values[0]!.lines);
                const lines = value.lines;
                return (
                  <Value
                    key={value.revision}
                    value={value}
                    current={i === 0}
                    pending={save.isPending}
                    onRestore={restorable && lines ? () => void restore(lines) : undefined}
                  />
                );
              })}
            </ol>
          )
        }
      </QueryState>
    </Stack>
  );
}
