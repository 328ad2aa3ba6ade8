import { useEffect, useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { ThemeIcon } from '@/shared/ui/Meters';
import { Paper } from '@/shared/ui/Paper';
import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconArrowLeft, IconFileZip, IconMapQuestion } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { DOWNLOAD_WAIT_SECONDS, type DownloadInfo } from '@millenaire/contracts/site';
import { formatFileSize } from '@/shared/format-number';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { useSiteLanguage } from '@/shared/i18n';
import { Loading } from '@/shared/ui/QueryState';
import { PageTitle } from '@/shared/ui/PageTitle';
import panel from '@/shared/ui/Panel.module.css';
import { downloadQuery, useDownload } from '../api/get-download';
import { CountdownRing } from '../components/CountdownRing';
import { NS } from '../i18n';

const fileHref = (file: string) => `/downloads/${encodeURIComponent(file)}`;

/** Counts down the announced seconds, then starts the download (which the server counts). */
function Countdown({ info }: { info: DownloadInfo }) {
  const { t } = useTranslation(NS);
  const [left, setLeft] = useState(DOWNLOAD_WAIT_SECONDS);
  useEffect(() => {
    if (left === 0) {
      window.location.assign(fileHref(info.file));
      return;
    }
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, info.file]);
  return (
    <Stack align="center" gap="sm">
      <CountdownRing left={left} total={DOWNLOAD_WAIT_SECONDS} />
      <Text role="status" aria-live="polite" ta="center">
        {left > 0 ? t('dlpage.wait', { count: left }) : t('dlpage.started')}
      </Text>
      <noscript>
        <Text ta="center">{t('dlpage.noscript')}</Text>
      </noscript>
      <Text size="sm" c="dimmed" ta="center">
        {t('dlpage.manual')} <Anchor href={fileHref(info.file)}>{t('dlpage.link')}</Anchor>
      </Text>
    </Stack>
  );
}

function Missing() {
  const { t } = useTranslation(NS);
  return (
    <Paper className={panel.panel} withBorder>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconMapQuestion size={30} />
      </ThemeIcon>
      <Text className={panel.text}>{t('dlpage.missing')}</Text>
      <Button
        component={Link}
        to="/history"
        variant="light"
        leftSection={<IconArrowLeft size={16} />}
      >
        {t('history')}
      </Button>
    </Paper>
  );
}

/**
 * The archive named in the address, so the server renders the page with its
 * name and its download link: readers without JavaScript download by the link.
 */
export const loadDownloadPage: PageLoad = ({ url, client }) => {
  const file = url.searchParams.get('file') ?? '';
  return file === '' ? Promise.resolve() : prefetchAll(client, [downloadQuery(file)]);
};

/** /php/dlpage.php?file=…: names the archive and starts its download after a short wait. */
export function DownloadPage() {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  const [params] = useSearchParams();
  const file = params.get('file') ?? '';
  const query = useDownload(file);
  let body;
  if (file === '' || query.isError) body = <Missing />;
  else if (query.isPending) body = <Loading />;
  else
    body = (
      <Paper className={panel.panel} withBorder>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconFileZip size={30} />
        </ThemeIcon>
        <Text fw={700} className={panel.text}>
          {query.data.file}
        </Text>
        <Text size="sm" c="dimmed">
          {formatFileSize(query.data.size, language)}
        </Text>
        <Countdown info={query.data} />
      </Paper>
    );
  return (
    <>
      <PageTitle area="home" item={t('dlpage.title')} />
      {body}
    </>
  );
}
