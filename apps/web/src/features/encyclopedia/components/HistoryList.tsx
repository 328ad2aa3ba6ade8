import { useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { IconEye, IconEyeOff, IconRestore } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { HistoryRecord } from '@millenaire/contracts/encyclopedia';
import { formatDate } from '@/shared/format-date';
import { NS } from '../i18n';
import { DiffView } from './DiffView';
import { RichHtml } from './RichHtml';

interface HistoryListProps {
  history: HistoryRecord[];
  /** Saves this record's text as a new version. */
  onRestore: (record: HistoryRecord) => Promise<void>;
}

function Entry({
  record,
  previous,
  current,
  open,
  onToggle,
  onRestore,
}: {
  record: HistoryRecord;
  /** The version before this one, if any: what the changes are counted from. */
  previous?: HistoryRecord;
  current: boolean;
  open: boolean;
  onToggle: () => void;
  onRestore: () => Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const [restoring, setRestoring] = useState(false);
  const author = record.author ?? t('entry.formerMember');
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t('history.record', { id: record.id, author, date: formatDate(record.createdon) })}
          </Text>
          {current && <Badge variant="light">{t('history.current')}</Badge>}
          {record.desc === null && (
            <Badge variant="light" color="gray">
              {t('history.removed')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            aria-expanded={open}
            onClick={onToggle}
            leftSection={
              open ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
            }
          >
            {open ? t('history.hide') : t('history.show')}
          </Button>
          {!current && (
            <Button
              size="xs"
              variant="light"
              loading={restoring}
              leftSection={<IconRestore size={14} aria-hidden />}
              onClick={() => {
                setRestoring(true);
                void onRestore().finally(() => setRestoring(false));
              }}
            >
              {t('history.restore')}
            </Button>
          )}
        </Group>
      </Group>
      {open && (
        <Stack gap="xs" mt="sm">
          <Title order={3} size="h6">
            {t('history.text')}
          </Title>
          {record.desc === null ? (
            <Text c="dimmed">{t('edit.removedText')}</Text>
          ) : (
            <RichHtml html={record.desc} />
          )}
          <Title order={3} size="h6">
            {t('history.diff')}
          </Title>
          <DiffView before={previous?.desc ?? null} after={record.desc} />
        </Stack>
      )}
    </Paper>
  );
}

/** Every saved version, newest first: show/hide each or all, restore, diff against the one before. */
export function HistoryList({ history, onRestore }: HistoryListProps) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const allOpen = history.length > 0 && history.every((r) => open.has(r.id));
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="history-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="history-title">
          {t('history.title')}
        </Title>
        {history.length > 0 && (
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={allOpen}
            onClick={() => setOpen(allOpen ? new Set() : new Set(history.map((r) => r.id)))}
          >
            {allOpen ? t('history.hideAll') : t('history.showAll')}
          </Button>
        )}
      </Group>
      {history.length === 0 ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.map((record, index) => (
            <Entry
              key={record.id}
              record={record}
              previous={history[index + 1]}
              current={index === 0}
              open={open.has(record.id)}
              onToggle={() => toggle(record.id)}
              onRestore={() => onRestore(record)}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
