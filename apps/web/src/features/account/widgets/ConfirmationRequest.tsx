import { Alert, Button } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { isConfirmed } from '@millenaire/contracts/rules';
import { formatDate } from '@/shared/format-date';
import { useMember } from '@/features/notifications/widgets/use-member';
import { useViewer } from '@/shared/auth/viewer';
import { useMyConfirmation, useRequestConfirmation } from './api';
import { WriteToCoordinators } from './CoordinatorsEmail';

function RequestState() {
  const { t } = useTranslation();
  const mine = useMyConfirmation(true);
  const ask = useRequestConfirmation();
  const request = mine.data?.request ?? null;
  if (mine.isPending) return null;
  if (request?.state === 'open') {
    return (
      <Text size="sm" data-testid="confirmation-state">
        {t('confirmation.open', { date: formatDate(request.at) })}
      </Text>
    );
  }
  return (
    <Group gap="sm">
      {request?.state === 'declined' && (
        <Text size="sm" data-testid="confirmation-state">
          {t('confirmation.declined', { date: formatDate(request.decidedAt ?? request.at) })}
        </Text>
      )}
      {request?.state === 'approved' && (
        <Text size="sm" data-testid="confirmation-state">
          {t('confirmation.approved')}
        </Text>
      )}
      {request?.state !== 'approved' && (
        <Button
          size="compact-sm"
          leftSection={<IconUserCheck size={14} aria-hidden />}
          loading={ask.isPending}
          onClick={() => ask.mutate()}
        >
          {request ? t('confirmation.askAgain') : t('confirmation.ask')}
        </Button>
      )}
    </Group>
  );
}

/**
 * For a member who is not confirmed: the button that asks the administrators
 * to confirm them, or what became of their request, and the coordinators'
 * address for those who would rather write. Confirmed members and visitors
 * see nothing; visitors are told elsewhere to log in.
 */
export function ConfirmationRequest({ inAlert = false }: { inAlert?: boolean }) {
  const { t } = useTranslation();
  const member = useMember();
  const viewer = useViewer();
  if (!member || !viewer || isConfirmed(viewer.level)) return null;
  const body = (
    <>
      <RequestState />
      <Text size="sm" mt="xs">
        <WriteToCoordinators />
      </Text>
    </>
  );
  if (inAlert) return body;
  return (
    <Alert color="blue" title={t('confirmation.title')} data-testid="confirmation-request">
      {body}
    </Alert>
  );
}
