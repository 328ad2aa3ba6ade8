import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, TextInput } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import {
  TRANSLATION_SEARCH_LIMIT,
  TRANSLATION_SEARCH_MAX,
  TRANSLATION_SEARCH_MIN,
} from '@millenaire/contracts/translations';
import { useHead } from '@/shared/head';
import { elementAddress } from '@/shared/translation-languages';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { useTranslationSearch } from '../api/search';
import { LanguageSelect } from '../components/LanguageSelect';
import classes from '../components/Editor.module.css';
import { NS } from '../i18n';
import { useReferenceLanguage, useTranslationLanguage } from '../preferences';

/**
 * Search across the files of a language (or one file): the address carries
 * the text, the language and the file, so a search can be shared and comes
 * back with the browser's Back.
 */
export function SearchPage() {
  const { t } = useTranslation([NS, 'translation']);
  const [params, setParams] = useSearchParams();
  const [savedReference, setReference] = useReferenceLanguage();
  const [savedLanguage, setLanguage] = useTranslationLanguage();
  const language = params.get('language') ?? savedLanguage;
  const reference = params.get('reference') ?? savedReference;
  const filekey = params.get('filekey') ?? undefined;
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const search = useTranslationSearch(language, { q, reference, filekey });
  useHead({
    description: t('search.description'),
    breadcrumbs: [
      { name: t('translation:menu.translationcentre'), path: '/translationcentre' },
      { name: t('pages.search'), path: '/translationcentre/search' },
    ],
  });

  const go = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim(), language, reference });
  };
  const short = q.trim().length < TRANSLATION_SEARCH_MIN;

  return (
    <Stack gap="md">
      <PageTitle area="translationcentre" item={t('pages.search')} />
      <form onSubmit={submit} role="search">
        <Stack gap="sm">
          <Group align="end" gap="md">
            <LanguageSelect
              label={t('search.reference')}
              value={reference}
              onChange={(next) => {
                setReference(next);
                go({ reference: next });
              }}
            />
            <LanguageSelect
              label={t('search.language')}
              value={language}
              onChange={(next) => {
                setLanguage(next);
                go({ language: next });
              }}
            />
          </Group>
          <Group align="end" gap="sm">
            <TextInput
              label={t('search.query')}
              value={typed}
              maxLength={TRANSLATION_SEARCH_MAX}
              onChange={(event) => setTyped(event.currentTarget.value)}
              w={{ base: '100%', sm: 420 }}
              type="search"
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('search.submit')}
            </Button>
          </Group>
          {filekey && (
            <Text size="sm">
              {t('search.inFile', { filekey })}{' '}
              <Anchor component="button" type="button" onClick={() => go({ filekey: undefined })}>
                {t('search.allFiles')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
      {short ? (
        q !== '' && (
          <Text c="dimmed">{t('search.tooShort', { count: TRANSLATION_SEARCH_MIN })}</Text>
        )
      ) : (
        <QueryState query={search}>
          {({ hits, more }) => (
            <Stack gap="sm">
              <Text fw={600} role="status">
                {hits.length === 0 ? t('search.none') : t('search.count', { count: hits.length })}
              </Text>
              {more && (
                <Alert color="yellow">
                  {t('search.more', { count: TRANSLATION_SEARCH_LIMIT })}
                </Alert>
              )}
              {hits.length > 0 && (
                <div data-testid="search-results" role="list">
                  {hits.map((hit) => (
                    <div
                      key={`${hit.filekey}/${hit.element}`}
                      className={classes.row}
                      role="listitem"
                    >
                      <Group gap="xs" className={classes.key}>
                        <Anchor
                          component={Link}
                          to={elementAddress(hit.filekey, reference, language, hit.element)}
                          ff="monospace"
                          size="sm"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {hit.element}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {hit.filekey}
                        </Text>
                        <Badge size="xs" variant="light" color="gray" c="dark">
                          {t(`search.matched.${hit.matched}`)}
                        </Badge>
                      </Group>
                      <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
                        <div>
                          <Text size="sm" className={classes.reference}>
                            {hit.reference.join('\n')}
                          </Text>
                        </div>
                        <div>
                          {hit.translation ? (
                            <Text size="sm" className={classes.reference}>
                              {hit.translation.join('\n')}
                            </Text>
                          ) : (
                            <Text size="sm" className={classes.red} fs="italic">
                              {t('editor.missing')}
                            </Text>
                          )}
                        </div>
                      </Columns>
                    </div>
                  ))}
                </div>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
