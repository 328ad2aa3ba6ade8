import { useState, type FormEvent } from 'react';
import { Button, Modal, Radio, Textarea } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n';
import { reportsEndpoints } from '@millenaire/contracts/endpoints/reports';
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportInput,
  type ReportKind,
  type ReportReason,
} from '@millenaire/contracts/reports';
import { callEndpoint } from '@/shared/api/endpoint';
import { notifySuccess } from '@/shared/notify';

interface ReportDialogProps {
  kind: ReportKind;
  itemKey: string;
  opened: boolean;
  onClose: () => void;
}

/** The report's reasons and words, sent to the administrators' queue. */
export function ReportDialog({ kind, itemKey, opened, onClose }: ReportDialogProps) {
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
