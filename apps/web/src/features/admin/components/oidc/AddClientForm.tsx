import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Textarea, TextInput } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Title } from '@/shared/ui/Text';
import { IconPlus } from '@tabler/icons-react';
import { OIDC_CLIENT_NAME_MAX, OIDC_REDIRECT_URIS_MAX } from '@millenaire/contracts/oidc';
import { ApiError } from '@/shared/api-client';
import { useTranslation } from '@/shared/i18n';
import { useAddOidcClient } from '../../api/add-oidc-client';
import { NS } from '../../i18n';
import type { Shown } from './Credentials';

/** The addresses typed one per line, without blank lines. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A new client: its name, its redirect addresses and whether it is trusted; its id and secret are then shown once. */
export function AddClientForm({ onAdded }: { onAdded: (shown: Shown) => void }) {
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
