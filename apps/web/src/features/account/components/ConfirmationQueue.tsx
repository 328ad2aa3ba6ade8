import { Button } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { ConfirmationRequest } from '@millenaire/contracts/users';
import { useConfirmationQueue, useDecideConfirmation } from '@/features/account/widgets/api';
import { formatDate } from '@/shared/format-date';
import { notifySuccess } from '@/shared/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';

function RequestRow({ request }: { request: ConfirmationRequest }) {
  const { t } = useTranslation(NS);
  const decide = useDecideConfirmation((decided) =>
    notifySuccess(
      t(decided.state === 'approved' ? 'admin.requests.approved' : 'admin.requests.declined', {
        login: decided.login,
      }),
    ),
  );
  const act = (approve: boolean) => decide.mutate({ id: request.id, approve });
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="confirmation-row">
      <Text size="sm">
        {t('admin.requests.asked', { login: request.login, date: formatDate(request.at) })}
      </Text>
      <Group gap="xs">
        {[true, false].map((approve) => {
          const word = approve ? 'approve' : 'decline';
          return (
            <Button
              key={word}
              size="compact-sm"
              variant={approve ? 'filled' : 'default'}
              aria-label={t(`admin.requests.${word}Label`, { login: request.login })}
              loading={decide.isPending && decide.variables?.approve === approve}
              disabled={decide.isPending}
              onClick={() => act(approve)}
            >
              {t(`admin.requests.${word}`)}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}

/** The open requests to be confirmed, oldest first, each approved or declined in one click. */
export function ConfirmationQueue() {
  const { t } = useTranslation(NS);
  const queue = useConfirmationQueue(true);
  return (
    <Card withBorder padding="md" mt="xl" component="section" aria-labelledby="confirmation-queue">
      <Title order={2} size="h4" mb="sm" id="confirmation-queue">
        {t('admin.requests.title')}
      </Title>
      <QueryState query={queue}>
        {({ requests }) =>
          requests.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.requests.none')}
            </Text>
          ) : (
            <Stack gap="xs">
              {requests.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}
