import { useState } from 'react';
import { Button, Code, Modal } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { useIsFetching } from '@tanstack/react-query';
import type { OidcClient } from '@millenaire/contracts/oidc';
import { useTranslation } from '@/shared/i18n';
import { QueryState } from '@/shared/ui/QueryState';
import { useNewOidcSecret } from '../api/new-oidc-secret';
import { useOidcClients } from '../api/get-oidc-clients';
import classes from '../components/Admin.module.css';
import { AddClientForm } from '../components/oidc/AddClientForm';
import { ClientCard } from '../components/oidc/ClientCard';
import { Credentials, type Shown } from '../components/oidc/Credentials';
import { NS } from '../i18n';

/**
 * The sites that log members in with their site account (the wiki...), for
 * the user administration page: the registered clients, a new one, a new
 * secret, a removal and its undoing.
 */
export function OidcClients() {
  const { t } = useTranslation(NS);
  const clients = useOidcClients();
  const [shown, setShown] = useState<Shown | null>(null);
  const [renewing, setRenewing] = useState<OidcClient | null>(null);
  const renew = useNewOidcSecret((credentials) => {
    setShown({ ...credentials, name: renewing?.name ?? '' });
    setRenewing(null);
  });
  // Drawn whole, once the list is here and the rest of the page has its data:
  // drawn earlier, what loads above it would move it under the reader's eyes.
  const settled = useIsFetching() === 0 && !clients.isPending;
  const [drawn, setDrawn] = useState(false);
  if (settled && !drawn) setDrawn(true);
  if (!drawn) return null;
  return (
    <Card withBorder padding="md" mt="xl" component="section" aria-labelledby="oidc-clients">
      <Title order={2} size="h4" mb="xs" id="oidc-clients">
        {t('oidc.title')}
      </Title>
      <Text size="sm">{t('oidc.intro')}</Text>
      <Text size="sm" mb="md">
        {t('oidc.issuer')} <Code className={classes.anywhere}>{window.location.origin}</Code>
      </Text>
      {shown && <Credentials shown={shown} onDone={() => setShown(null)} />}
      <QueryState query={clients}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed" mb="md">
              {t('oidc.empty')}
            </Text>
          ) : (
            <Stack gap="sm" mb="lg">
              {list.map((client) => (
                <ClientCard
                  key={client.clientId}
                  client={client}
                  onNewSecret={() => setRenewing(client)}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>
      <AddClientForm onAdded={setShown} />
      <Modal
        opened={renewing !== null}
        onClose={() => setRenewing(null)}
        title={t('oidc.secretDialog.title', { name: renewing?.name ?? '' })}
        centered
      >
        <Text>{t('oidc.secretDialog.text', { name: renewing?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRenewing(null)}>
            {t('cancel')}
          </Button>
          <Button
            loading={renew.isPending}
            onClick={() => renewing && renew.mutate(renewing.clientId)}
          >
            {t('oidc.secretDialog.confirm')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
