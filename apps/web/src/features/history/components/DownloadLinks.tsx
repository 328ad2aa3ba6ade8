import { Button } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { downloadKind, type VersionItem } from '@millenaire/contracts/versions';
import { NS } from '../i18n';

function DownloadButton({ href, label }: { href: string; label: string }) {
  return (
    <Button
      component="a"
      href={href}
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
    >
      {label}
    </Button>
  );
}

/** One combined archive, separate client and server, or a client alone. */
export function DownloadLinks({ version }: { version: VersionItem }) {
  const { t } = useTranslation(NS);
  const kind = downloadKind(version);
  if (version.url === '') return null;
  return (
    <Group gap="xs">
      {kind === 'combined' && <DownloadButton href={version.url} label={t('downloadCombined')} />}
      {kind === 'separate' && (
        <>
          <DownloadButton href={version.url} label={t('downloadClient')} />
          <DownloadButton href={version.serverurl} label={t('downloadServer')} />
        </>
      )}
      {kind === 'client-only' && <DownloadButton href={version.url} label={t('download')} />}
    </Group>
  );
}
