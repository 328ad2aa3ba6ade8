import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportsEndpoints } from '@millenaire/contracts/endpoints/reports';
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportInput,
  type ReportKind,
  type ReportReason,
} from '@millenaire/contracts/reports';
import { callEndpoint } from '@/shared/api/endpoint';
import { useSession } from '@/shared/auth/session';
import { useHydrated } from '@/shared/hydrated';
import { notifySuccess } from '@/shared/notify';

interface ReportButtonProps {
  kind: ReportKind;
  /** The item's key: a creation's id, `content.comment`, `culture.type.itemkey.language`. */
  itemKey: string;
  /** What the dialog names, for the screen reader's label. */
  name: string;
  size?: 'compact-sm' | 'sm';
}

function ReportDialog({
  kind,
  itemKey,
  opened,
  onClose,
}: Omit<ReportButtonProps, 'name' | 'size'> & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: (body: ReportInput) => callEndpoint(reportsEndpoints.create, { body }),
    onSuccess: () => {
      notifySuccess(t('report.sent'));
      setReason(null);
      setText('');
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) send.mutate({ kind, key: itemKey, reason, text: text.trim() });
  };
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* A <header> here would be a second banner landmark beside the site's own. */}
        <Modal.Header {...{ component: 'div' }}>
          <Modal.Title>{t('report.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('report.cancel')} />
        </Modal.Header>
        <Modal.Body>
          <form onSubmit={submit}>
            <Stack gap="sm">
              <Text size="sm">{t('report.intro')}</Text>
              <Radio.Group
                label={t('report.reason')}
                value={reason}
                onChange={(value) => setReason(value as ReportReason)}
                required
              >
                <Stack gap={6} mt={4}>
                  {REPORT_REASONS.map((value) => (
                    <Radio key={value} value={value} label={t(`report.reasons.${value}`)} />
                  ))}
                </Stack>
              </Radio.Group>
              <Textarea
                label={t('report.text')}
                value={text}
                autosize
                minRows={2}
                maxLength={REPORT_TEXT_MAX}
                onChange={(event) => setText(event.currentTarget.value)}
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={onClose}>
                  {t('report.cancel')}
                </Button>
                <Button type="submit" disabled={reason === null} loading={send.isPending}>
                  {t('report.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * "Report": a member tells the administrators what is wrong with an item (a
 * creation, a comment, an encyclopedia text). Visitors see nothing: it shows
 * once the page knows a member reads it.
 */
export function ReportButton({ kind, itemKey, name, size = 'sm' }: ReportButtonProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const session = useSession();
  const [opened, setOpened] = useState(false);
  if (!hydrated || session === null) return null;
  return (
    <>
      <Button
        size={size}
        variant="subtle"
        color="gray"
        c="gray.8"
        leftSection={<IconFlag size={14} aria-hidden />}
        aria-label={t('report.label', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t('report.button')}
      </Button>
      {opened && (
        <ReportDialog
          kind={kind}
          itemKey={itemKey}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
