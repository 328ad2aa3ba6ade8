import { useEffect, useRef } from 'react';
import { Alert, Button, Code, CopyButton } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { OidcCredentials } from '@millenaire/contracts/oidc';
import { useTranslation } from '@/shared/i18n';
import classes from '../Admin.module.css';
import { NS } from '../../i18n';

/** A client's id and secret just given, shown once, with its name. */
export type Shown = OidcCredentials & { name: string };

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
export function Credentials({ shown, onDone }: { shown: Shown; onDone: () => void }) {
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
