import { useEffect, useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Switch } from '@/shared/ui/Switch';
import { Columns } from '@/shared/ui/Columns';
import { IconDownload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { subjectOf } from '@millenaire/contracts/subjects';
import { languagesQuery, useLanguages } from '@/shared/api/get-languages';
import { useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { FollowButton } from '@/features/notifications/widgets/FollowButton';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { ReviewCounts } from '@/shared/ui/ReviewCounts';
import { archiveUrl } from '../api/archives';
import { filesQuery, useFiles } from '../api/get-files';
import { Completion } from '../components/Completion';
import { FileCard, FileCardsSkeleton } from '../components/FileCard';
import { LanguageSelect } from '../components/LanguageSelect';
import { NS } from '../i18n';
import {
  REFERENCE_COOKIE,
  TRANSLATION_COOKIE,
  savedLanguage,
  useReferenceLanguage,
  useTranslationLanguage,
} from '../preferences';

export function TranslationCentreHomePage() {
  const { t } = useTranslation([NS, 'translation']);
  const [reference, setReference] = useReferenceLanguage();
  const [language, setLanguage] = useTranslationLanguage();
  const [incompleteOnly, setIncompleteOnly] = useState(false);

  const referenceFiles = useFiles(reference);
  const translationFiles = useFiles(language);
  const languages = useLanguages();
  const status = languages.data?.find((l) => l.lang === language);
  // A followed language's link (a notification, an e-mail) names it: a known one becomes the choice.
  const [params] = useSearchParams();
  const named = languages.data?.find((l) => l.lang === params.get('translation'))?.lang;
  useEffect(() => {
    if (named) setLanguage(named);
  }, [named, setLanguage]);
  const completion = status?.percentage;
  const byKey = useMemo(
    () => new Map((translationFiles.data ?? []).map((f) => [f.filekey, f])),
    [translationFiles.data],
  );
  useHead({
    description: t('overview.description'),
    breadcrumbs: [{ name: t('translation:menu.translationcentre'), path: '/translationcentre' }],
  });
  return (
    <Stack gap="md">
      <PageTitle area="translationcentre" item={t('pages.translationcentreHome')} />
      <Group align="end" gap="md">
        <LanguageSelect label={t('overview.reference')} value={reference} onChange={setReference} />
        <LanguageSelect label={t('overview.translation')} value={language} onChange={setLanguage} />
        <Text miw={150}>
          {t('overview.completion')}{' '}
          {completion === undefined ? '…' : <Completion percentage={completion} size="lg" />}
        </Text>
        {status && <ReviewCounts {...status} />}
      </Group>
      <Group gap="md">
        <Switch
          label={t('overview.incompleteOnly')}
          checked={incompleteOnly}
          onChange={setIncompleteOnly}
        />
        <Button
          component="a"
          href={archiveUrl(language)}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('overview.download', { language: status?.name ?? language })}
        </Button>
        <Button
          component="a"
          href={archiveUrl()}
          variant="subtle"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('overview.downloadAll')}
        </Button>
        <FollowButton subject={subjectOf('language', language)} name={status?.name ?? language} />
        <Button component={Link} to="/translationcentre/recentchanges" variant="subtle">
          {t('pages.recentchanges')}
        </Button>
      </Group>
      <QueryState query={referenceFiles} skeleton={<FileCardsSkeleton />}>
        {(files) => {
          if (translationFiles.isPending) return <FileCardsSkeleton />;
          const shown = files.filter((f) => {
            const own = byKey.get(f.filekey);
            return !incompleteOnly || !own || own.percentage < 100 || own.toreview > 0;
          });
          return (
            <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {shown.map((f) => (
                <FileCard
                  key={f.filekey}
                  filekey={f.filekey}
                  reference={reference}
                  language={language}
                  translation={byKey.get(f.filekey)}
                />
              ))}
            </Columns>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/**
 * The files of the reference and translation languages (the visitor's own in
 * the browser, the defaults on the server) and the languages' completion.
 */
export const loadTranslationCentreHomePage: PageLoad = ({ language, client }) =>
  prefetchAll(client, [
    filesQuery(savedLanguage(REFERENCE_COOKIE)),
    filesQuery(savedLanguage(TRANSLATION_COOKIE)),
    languagesQuery(language),
  ]);
