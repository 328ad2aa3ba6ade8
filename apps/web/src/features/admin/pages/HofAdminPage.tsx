import { useState } from 'react';
import { Button, Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HofEntry } from '@millenaire/contracts/halloffame';
import { notifySuccess } from '@/shared/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useDeleteHofEntry } from '../api/delete-hof-entry';
import { useHofEntries } from '../api/get-hof-entries';
import { AdminOnly } from '../components/AdminOnly';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { HofEntryForm } from '../components/HofEntryForm';
import classes from '../components/Admin.module.css';

function EntryRow({
  entry,
  onEdit,
  onDelete,
}: {
  entry: HofEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(NS);
  const name = entry.text_en[0] ?? '';
  return (
    <Table.Tr>
      <Table.Td w={64}>
        <img
          className={classes.thumb}
          src={`/libraryres/img/${encodeURIComponent(entry.avatar)}`}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
      </Table.Td>
      <Table.Td>
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {entry.text_en.slice(1).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td className={classes.wideOnly}>{entry.pos}</Table.Td>
      <Table.Td className={classes.actions}>
        <div className={classes.actionButtons}>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={t('hof.editLabel', { name })}
          >
            {t('edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            aria-label={t('hof.deleteLabel', { name })}
          >
            {t('delete')}
          </Button>
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

function HofTable({ entries }: { entries: HofEntry[] }) {
  const { t } = useTranslation(NS);
  const phone = useMediaQuery('(max-width: 40em)');
  const [editing, setEditing] = useState<HofEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HofEntry | null>(null);
  const remove = useDeleteHofEntry(() => {
    notifySuccess(t('hof.deleted'));
    setDeleting(null);
  });
  return (
    <>
      <Button mb="md" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
        {t('hof.new')}
      </Button>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hof.avatar')}</Table.Th>
              <Table.Th>{t('hof.lines')}</Table.Th>
              <Table.Th className={classes.wideOnly}>{t('hof.pos')}</Table.Th>
              <Table.Th>
                <span className={classes.hidden}>{t('actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                onEdit={() => setEditing(entry)}
                onDelete={() => setDeleting(entry)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {entries.length === 0 && <Text c="dimmed">{t('hof.empty')}</Text>}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('hof.new')
            : t('hof.editLabel', { name: editing.text_en[0] ?? '' })
        }
        size="xl"
        fullScreen={phone}
      >
        {editing !== null && (
          <HofEntryForm
            entry={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        name={deleting ? (deleting.text_en[0] ?? '') : null}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function HofAdministration() {
  const entries = useHofEntries();
  return <QueryState query={entries}>{(list) => <HofTable entries={list} />}</QueryState>;
}

/** The hall of fame's entries: avatars and lines in English and French. */
export function HofAdminPage() {
  const { t } = useTranslation(NS);
  return <AdminOnly title={t('pages.halloffame')}>{() => <HofAdministration />}</AdminOnly>;
}
