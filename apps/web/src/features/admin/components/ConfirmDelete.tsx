import { Button, Modal } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';

interface ConfirmDeleteProps {
  /** What is about to be deleted, as the question names it; null closes the dialog. */
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before a deletion that cannot be undone. */
export function ConfirmDelete({ name, pending, onConfirm, onClose }: ConfirmDeleteProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal opened={name !== null} onClose={onClose} title={t('confirmDelete.title')} centered>
      <Text>{t('confirmDelete.text', { name: name ?? '' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {t('confirmDelete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
