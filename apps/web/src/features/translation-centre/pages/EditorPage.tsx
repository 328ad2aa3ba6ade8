import { useCallback } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { canSaveTranslation } from '@millenaire/contracts/rules';
import type { TranslationFile } from '@millenaire/contracts/translations';
import { useViewer } from '@/shared/auth/viewer';
import { ConfirmationRequest } from '@/features/account/widgets/ConfirmationRequest';
import { PageTitle } from '@/shared/ui/PageTitle';
import { LoadError, Loading } from '@/shared/ui/QueryState';
import { fileQuery, useFile } from '../api/get-file';
import { TranslationEditor } from '../components/TranslationEditor';
import { NS } from '../i18n';

/** A translation that does not exist yet: empty, named as the spec says. */
function emptyTranslation(reference: TranslationFile, language: string): TranslationFile {
  const filename =
    reference.filekey === 'lang' ? `${language}_${language}.lang` : reference.filename;
  return {
    ...reference,
    language,
    filename,
    author: null,
    elementcount: 0,
    revision: 0,
    percentage: 0,
    toreview: 0,
    checks: 0,
    suggestions: 0,
    content: '',
    splitcontent: { elements: {}, explanations: '' },
    reviews: {},
  };
}

export function EditorPage() {
  const { t } = useTranslation(NS);
  const { filekey = '', referenceLanguage = 'en', translationLanguage = 'fr' } = useParams();
  // A search result names the element to show.
  const [search] = useSearchParams();
  const element = search.get('element') ?? undefined;
  const reference = useFile(referenceLanguage, filekey);
  const translation = useFile(translationLanguage, filekey);
  const editable = canSaveTranslation(useViewer());
  const client = useQueryClient();
  const reload = useCallback(async () => {
    const latest = await client.fetchQuery({
      ...fileQuery(translationLanguage, filekey),
      staleTime: 0,
    });
    return latest?.splitcontent.elements;
  }, [client, translationLanguage, filekey]);

  const ref =
    reference.data ??
    (translation.data ? emptyTranslation(translation.data, referenceLanguage) : null);
  const own = translation.data ?? (ref ? emptyTranslation(ref, translationLanguage) : null);
  const loading = reference.isPending || translation.isPending;
  const title = t('pages.editor', {
    // The file as translators know it (fr_fr.lang, strings.txt); its key until both have loaded.
    file: (!loading && own?.filename) || filekey,
    reference: referenceLanguage,
    translation: translationLanguage,
  });
  const header = (
    <Group justify="space-between" align="end">
      <PageTitle area="translationcentre" item={title} />
      <Anchor component={Link} to={`/translationcentre/history/${filekey}/${translationLanguage}`}>
        {t('info.history')}
      </Anchor>
    </Group>
  );
  const body = () => {
    if (loading) return <Loading />;
    const error = reference.error ?? translation.error;
    if (error) return <LoadError error={`${error.message} url: ${filekey}`} />;
    if (!ref || !own) return <LoadError error="NOT_FOUND" />;
    return (
      <TranslationEditor
        key={`${filekey}/${referenceLanguage}/${translationLanguage}/${element ?? ''}`}
        reference={ref}
        element={element}
        translation={own}
        editable={editable}
        reload={reload}
      />
    );
  };
  return (
    <Stack gap="sm">
      {header}
      {!editable && (
        <Alert color="yellow" data-testid="readonly-notice">
          <Text size="sm" mb="xs">
            {t('editor.readOnly')}
          </Text>
          <ConfirmationRequest inAlert />
        </Alert>
      )}
      {body()}
    </Stack>
  );
}
