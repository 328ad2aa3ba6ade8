import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconKey,
  IconPlus,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import {
  OIDC_CLIENT_NAME_MAX,
  OIDC_REDIRECT_URIS_MAX,
  type OidcClient,
  type OidcCredentials,
} from '@millenaire/contracts/oidc';
import { ApiError } from '@/shared/api-client';
import { formatDate } from '@/shared/format-date';
import { useTranslation } from '@/shared/i18n';
import { notifySuccess } from '@/shared/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { useAddOidcClient } from '../api/add-oidc-client';
import { useOidcClients } from '../api/get-oidc-clients';
import { useNewOidcSecret } from '../api/new-oidc-secret';
import { useRemoveOidcClient } from '../api/remove-oidc-client';
import { useRestoreOidcClient } from '../api/restore-oidc-client';
import classes from '../components/Admin.module.css';
import { NS } from '../i18n';

/** A client's id and secret just given, shown once, with its name. */
type Shown = OidcCredentials & { name: string };

function CopyField({
  label,
  value,
  copyLabel,
}: {
  label: string;
  value: string;
  copyLabel: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code className={classes.copyValue}>{value}</Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              className={classes.copyButton}
              size="compact-sm"
              variant="default"
              onClick={copy}
              aria-label={copied ? t('oidc.credentials.copied') : copyLabel}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {t(copied ? 'oidc.credentials.copied' : 'oidc.credentials.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** The id and secret, with the warning that the secret is not shown again; focused when shown. */
function Credentials({ shown, onDone }: { shown: Shown; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), [shown]);
  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      color="yellow"
      variant="light"
      icon={<IconKey size={18} />}
      mb="md"
      data-testid="oidc-credentials"
    >
      <Stack gap="sm">
        <Text fw={700}>{t('oidc.credentials.title', { name: shown.name })}</Text>
        <Text size="sm">{t('oidc.credentials.warning')}</Text>
        <CopyField
          label={t('oidc.clientId')}
          value={shown.clientId}
          copyLabel={t('oidc.credentials.copyId')}
        />
        <CopyField
          label={t('oidc.clientSecret')}
          value={shown.clientSecret}
          copyLabel={t('oidc.credentials.copySecret')}
        />
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('oidc.credentials.done')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ClientCard({ client, onNewSecret }: { client: OidcClient; onNewSecret: () => void }) {
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

/** The addresses typed one per line, without blank lines. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function AddClientForm({ onAdded }: { onAdded: (shown: Shown) => void }) {
  const { t } = useTranslation(NS);
  const [name, setName] = useState('');
  const [addresses, setAddresses] = useState('');
  const [trusted, setTrusted] = useState(false);
  const [tried, setTried] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const addressesInput = useRef<HTMLTextAreaElement>(null);
  const uris = linesOf(addresses);
  const add = useAddOidcClient((credentials) => {
    onAdded({ ...credentials, name: name.trim() });
    setName('');
    setAddresses('');
    setTrusted(false);
    setTried(false);
  });

  // What the server refused, until the next change: a redirect address, or another field.
  const refused = add.error instanceof ApiError ? (add.error.field ?? '') : '';
  const [refusedField, refusedLine] = refused.split('.');
  const nameError =
    tried && name.trim() === ''
      ? t('oidc.form.nameMissing')
      : refusedField === 'name'
        ? t('oidc.form.invalid')
        : undefined;
  const addressesError =
    tried && uris.length === 0
      ? t('oidc.form.addressesMissing')
      : uris.length > OIDC_REDIRECT_URIS_MAX
        ? t('oidc.form.tooMany', { max: OIDC_REDIRECT_URIS_MAX })
        : add.error?.message === 'INVALID_REDIRECT_URI'
          ? t('oidc.form.badAddress', { address: uris[Number(refusedLine)] ?? '' })
          : refusedField === 'redirectUris'
            ? t('oidc.form.invalid')
            : undefined;

  function changed() {
    if (add.isError) add.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    // The first field to correct takes the focus, for a keyboard or a screen reader.
    if (name.trim() === '') nameInput.current?.focus();
    else if (uris.length === 0 || uris.length > OIDC_REDIRECT_URIS_MAX) {
      addressesInput.current?.focus();
    } else add.mutate({ name: name.trim(), redirectUris: uris, trusted });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="oidc-add-title">
      <Stack gap="sm" maw="40rem">
        <Title order={3} size="h5" id="oidc-add-title">
          {t('oidc.form.title')}
        </Title>
        <TextInput
          ref={nameInput}
          required
          label={t('oidc.form.name')}
          description={t('oidc.form.nameHint')}
          value={name}
          maxLength={OIDC_CLIENT_NAME_MAX}
          autoComplete="off"
          onChange={(event) => {
            setName(event.currentTarget.value);
            changed();
          }}
          error={nameError}
        />
        <Textarea
          ref={addressesInput}
          required
          label={t('oidc.form.addresses')}
          description={t('oidc.form.addressesHint')}
          rows={3}
          resize="vertical"
          spellCheck={false}
          value={addresses}
          onChange={(event) => {
            setAddresses(event.currentTarget.value);
            changed();
          }}
          error={addressesError}
        />
        <Checkbox
          label={t('oidc.form.trusted')}
          checked={trusted}
          onChange={(event) => setTrusted(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} />}>
            {t('oidc.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
