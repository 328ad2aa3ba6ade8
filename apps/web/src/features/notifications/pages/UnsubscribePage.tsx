import { useEffect, useRef } from 'react';
import { Alert, Anchor, Button } from '@mantine/core';
import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { notificationsEndpoints } from '@millenaire/contracts/endpoints/notifications';
import { parseId } from '@millenaire/contracts/common';
import { UNSUBSCRIBE_KEY_PATTERN } from '@millenaire/contracts/notifications';
import { callEndpoint } from '@/shared/api/endpoint';
import { useHead } from '@/shared/head';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from '../i18n';

/** The link's account and key, or null when they cannot be a link's (the server checks the signature). */
function unsubscribeLink(params: URLSearchParams): { account: string; key: string } | null {
  const account = params.get('account') ?? '';
  const key = params.get('key') ?? '';
  return parseId(account) !== null && UNSUBSCRIBE_KEY_PATTERN.test(key) ? { account, key } : null;
}

/**
 * Where an e-mail's unsubscribe link leads: opening it stops the e-mails at
 * once, without logging in (the link is signed); a button takes it back. The
 * change is made by the page, not by the link itself, so a mail program
 * that opens links to check them stops nothing.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const link = unsubscribeLink(params);
  const valid = link !== null;
  const change = useMutation({
    mutationFn: (resume: boolean) =>
      callEndpoint(
        notificationsEndpoints.unsubscribe,
        {
          query: { ...link!, ...(resume ? { resume: '1' as const } : {}) },
        },
        // The page says a link is wrong in words of its own.
        { quiet: ['NOT_FOUND', 'INVALID_INPUT'] },
      ),
  });
  const started = useRef(false);
  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    change.mutate(false);
  }, [valid, change]);
  useHead({ description: t('pages.unsubscribe') });
  const invalid = !valid || change.isError;
  return (
    <Stack gap="md" maw={720}>
      <PageTitle area="user" item={t('pages.unsubscribe')} />
      {invalid ? (
        <Alert color="red" role="alert">
          {t('unsubscribe.invalid')}
        </Alert>
      ) : change.data === undefined ? (
        <Text>{t('unsubscribe.working')}</Text>
      ) : change.data.email ? (
        <Alert color="teal" role="status">
          {t('unsubscribe.resumed')}
        </Alert>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Alert color="gray" role="status">
            {t('unsubscribe.done')}
          </Alert>
          <Button variant="light" loading={change.isPending} onClick={() => change.mutate(true)}>
            {t('unsubscribe.resume')}
          </Button>
        </Stack>
      )}
      <Anchor component={Link} to="/user/notifications">
        {t('unsubscribe.settings')}
      </Anchor>
    </Stack>
  );
}
