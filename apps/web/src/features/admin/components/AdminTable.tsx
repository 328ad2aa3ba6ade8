import { useState, type ReactNode } from 'react';
import { Button, Modal } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { Table } from '@/shared/ui/Table';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { notifySuccess } from '@/shared/notify';
import { NS } from '../i18n';
import { ConfirmDelete } from './ConfirmDelete';
import classes from './Admin.module.css';

export interface AdminTableTexts<T> {
  /** The button that opens an empty form, and that form's title. */
  add: string;
  empty: string;
  /** The edit button's label and the edit form's title. */
  edit: (item: T) => string;
  /** The delete button's label. */
  remove: (item: T) => string;
  /** The item as the deletion question names it. */
  name: (item: T) => string;
  /** Said once the item is deleted. */
  removed: (item: T) => string;
}

interface AdminTableProps<T extends { id: number }> {
  items: T[];
  /** The header cells of the item's own columns; the actions column follows. */
  head: ReactNode;
  /** The item's own cells, in the order of `head`. */
  cells: (item: T) => ReactNode;
  texts: AdminTableTexts<T>;
  /** The form for a new item (null) or for an existing one; `done` closes it. */
  form: (item: T | null, done: () => void) => ReactNode;
  /** The area's delete mutation, told what to do once an item is gone. */
  useRemove: (onSuccess: () => void) => { isPending: boolean; mutate: (id: number) => void };
}

/**
 * A list of an administrator's items: a table with Edit and Delete on each
 * row, an Add button, the form in a dialog (the whole screen on a phone) and
 * a question before deleting.
 */
export function AdminTable<T extends { id: number }>({
  items,
  head,
  cells,
  texts,
  form,
  useRemove,
}: AdminTableProps<T>) {
  const { t } = useTranslation(NS);
  const phone = useMediaQuery('(max-width: 40em)');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useRemove(() => {
    if (deleting) notifySuccess(texts.removed(deleting));
    setDeleting(null);
  });
  return (
    <>
      <Button mb="md" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
        {texts.add}
      </Button>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {head}
              <Table.Th>
                <span className={classes.hidden}>{t('actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                {cells(item)}
                <Table.Td className={classes.actions}>
                  <div className={classes.actionButtons}>
                    <Button
                      variant="light"
                      size="compact-sm"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => setEditing(item)}
                      aria-label={texts.edit(item)}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      variant="light"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => setDeleting(item)}
                      aria-label={texts.remove(item)}
                    >
                      {t('delete')}
                    </Button>
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {items.length === 0 && <Text c="dimmed">{texts.empty}</Text>}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' || editing === null ? texts.add : texts.edit(editing)}
        size="xl"
        fullScreen={phone}
      >
        {editing !== null && form(editing === 'new' ? null : editing, () => setEditing(null))}
      </Modal>
      <ConfirmDelete
        name={deleting ? texts.name(deleting) : null}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
