import { Badge, Button, Code } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconKey, IconRestore, IconTrash } from '@tabler/icons-react';
import type { OidcClient } from '@millenaire/contracts/oidc';
import { formatDate } from '@/shared/format-date';
import { useTranslation } from '@/shared/i18n';
import { notifySuccess } from '@/shared/notify';
import { useRemoveOidcClient } from '../../api/remove-oidc-client';
import { useRestoreOidcClient } from '../../api/restore-oidc-client';
import classes from '../Admin.module.css';
import { NS } from '../../i18n';

/**
 * One registered client: its name, id, redirect addresses and dates, whether
 * it asks members' consent; a new secret, its removal and the removal undone.
 */
export function ClientCard({
  client,
  onNewSecret,
}: {
  client: OidcClient;
  onNewSecret: () => void;
}) {
  const { t } = useTranslation(NS);
  const remove = useRemoveOidcClient(({ name }) => notifySuccess(t('oidc.removed', { name })));
  const restore = useRestoreOidcClient(({ name }) => notifySuccess(t('oidc.restored', { name })));
  const { name, clientId, removedAt } = client;
  const titleId = `oidc-client-${clientId}`;
  return (
    <Paper component="article" withBorder p="sm" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} className={classes.facts}>
          <Group gap="xs">
            <Text fw={700} id={titleId} className={classes.anywhere}>
              {name}
            </Text>
            <Badge variant="outline" color="gray.8" size="sm">
              {t(client.trusted ? 'oidc.trusted' : 'oidc.asksConsent')}
            </Badge>
            {removedAt && (
              <Badge color="red.9" size="sm">
                {t('oidc.removedOn', { date: formatDate(removedAt) })}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('oidc.clientId')} <Code className={classes.anywhere}>{clientId}</Code>
          </Text>
          <Text size="sm" fw={700}>
            {t('oidc.addresses')}
          </Text>
          <ul className={classes.addresses}>
            {client.redirectUris.map((uri) => (
              <li key={uri}>
                <Text size="sm" className={classes.anywhere}>
                  {uri}
                </Text>
              </li>
            ))}
          </ul>
          <Text size="xs" c="dimmed">
            {t('oidc.addedOn', { date: formatDate(client.createdAt) })}
          </Text>
        </Stack>
        <Group gap="xs">
          {removedAt ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRestore size={14} />}
              loading={restore.isPending}
              onClick={() => restore.mutate(clientId)}
              aria-label={t('oidc.restoreLabel', { name })}
            >
              {t('oidc.restore')}
            </Button>
          ) : (
            <>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconKey size={14} />}
                onClick={onNewSecret}
                aria-label={t('oidc.newSecretLabel', { name })}
              >
                {t('oidc.newSecret')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                loading={remove.isPending}
                onClick={() => remove.mutate(clientId)}
                aria-label={t('oidc.removeLabel', { name })}
              >
                {t('oidc.remove')}
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
