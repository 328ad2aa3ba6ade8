import { useState } from 'react';
import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VersionAdmin } from '@millenaire/contracts/versions';
import { formatDate } from '@/shared/format-date';
import { notifySuccess } from '@/shared/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useDeleteRelease } from '../api/delete-release';
import { useReleases } from '../api/get-releases';
import { AdminOnly } from '../components/AdminOnly';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { ReleaseForm } from '../components/ReleaseForm';
import classes from '../components/Admin.module.css';

interface RowProps {
  release: VersionAdmin;
  onEdit: () => void;
  onDelete: () => void;
}

function ReleaseRow({ release, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation(NS);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6}>
          <Text fw={700}>{release.version}</Text>
          {release.current === '1' && <Badge color="green">{t('releases.current')}</Badge>}
          {release.devversion === '1' && <Badge color="grape">{t('releases.dev')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {release.title_en}
        </Text>
      </Table.Td>
      <Table.Td className={classes.wideOnly}>{release.mcversion}</Table.Td>
      <Table.Td>{formatDate(release.date)}</Table.Td>
      <Table.Td className={classes.actions}>
        <div className={classes.actionButtons}>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={t('releases.editLabel', { version: release.version })}
          >
            {t('edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            aria-label={t('releases.deleteLabel', { version: release.version })}
          >
            {t('delete')}
          </Button>
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

function ReleasesTable({ releases }: { releases: VersionAdmin[] }) {
  const { t } = useTranslation(NS);
  const phone = useMediaQuery('(max-width: 40em)');
  const [editing, setEditing] = useState<VersionAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VersionAdmin | null>(null);
  const remove = useDeleteRelease(() => {
    notifySuccess(t('releases.deleted', { version: deleting?.version ?? '' }));
    setDeleting(null);
  });
  return (
    <>
      <Button mb="md" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
        {t('releases.new')}
      </Button>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('releases.fields.version')}</Table.Th>
              <Table.Th className={classes.wideOnly}>{t('releases.fields.mcversion')}</Table.Th>
              <Table.Th>{t('releases.fields.date')}</Table.Th>
              <Table.Th>
                <span className={classes.hidden}>{t('actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {releases.map((release) => (
              <ReleaseRow
                key={release.id}
                release={release}
                onEdit={() => setEditing(release)}
                onDelete={() => setDeleting(release)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {releases.length === 0 && <Text c="dimmed">{t('releases.empty')}</Text>}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('releases.new')
            : t('releases.editLabel', { version: editing.version })
        }
        size="xl"
        fullScreen={phone}
      >
        {editing !== null && (
          <ReleaseForm
            release={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        name={deleting ? `Millénaire ${deleting.version}` : null}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function ReleasesAdministration() {
  const releases = useReleases();
  return <QueryState query={releases}>{(list) => <ReleasesTable releases={list} />}</QueryState>;
}

/** The releases the history and the mod's version check announce. */
export function ReleasesAdminPage() {
  const { t } = useTranslation(NS);
  return <AdminOnly title={t('pages.releases')}>{() => <ReleasesAdministration />}</AdminOnly>;
}
