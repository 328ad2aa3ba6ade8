import { useDeferredValue, useState, type FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, TextInput } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Table } from '@/shared/ui/Table';
import { useTranslation } from '@/shared/i18n';
import { searchFold, type GlossaryTerm } from '@millenaire/contracts/translations';
import { canAdministerSite } from '@millenaire/contracts/rules';
import { useViewer } from '@/shared/auth/viewer';
import { useHead } from '@/shared/head';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { useAddTerm, useGlossary, useRemoveTerm } from '../api/glossary';
import { LanguageSelect } from '../components/LanguageSelect';
import { NS } from '../i18n';
import { useTranslationLanguage } from '../preferences';

/** Terms listed at once; a filter finds the others. */
const SHOWN = 200;

/** An administrator's form adding a term, or changing the translation of one. */
function AddTerm({ language }: { language: string }) {
  const { t } = useTranslation(NS);
  const add = useAddTerm(language);
  const [term, setTerm] = useState('');
  const [translation, setTranslation] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await add.mutateAsync({ term: term.trim(), translation: translation.trim() });
    setTerm('');
    setTranslation('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('glossary.add')}>
      <Group align="end" gap="sm">
        <TextInput
          label={t('glossary.term')}
          value={term}
          required
          minLength={2}
          maxLength={100}
          onChange={(event) => setTerm(event.currentTarget.value)}
        />
        <TextInput
          label={t('glossary.translation')}
          value={translation}
          required
          maxLength={200}
          onChange={(event) => setTranslation(event.currentTarget.value)}
        />
        <Button type="submit" loading={add.isPending}>
          {t('glossary.add')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * A language's glossary: the encyclopedia's names (in French) and the terms
 * administrators added, which the editor marks in the English lines and
 * checks the translations against. Administrators add and remove terms; a
 * removal can be undone.
 */
export function GlossaryPage() {
  const { t } = useTranslation([NS, 'translation']);
  const admin = canAdministerSite(useViewer());
  const [language, setLanguage] = useTranslationLanguage();
  const glossary = useGlossary(language);
  const remove = useRemoveTerm(language);
  const [removed, setRemoved] = useState<GlossaryTerm | null>(null);
  const [filter, setFilter] = useState('');
  const folded = useDeferredValue(searchFold(filter.trim()));
  useHead({
    description: t('glossary.description'),
    breadcrumbs: [
      { name: t('translation:menu.translationcentre'), path: '/translationcentre' },
      { name: t('pages.glossary'), path: '/translationcentre/glossary' },
    ],
  });

  const onRemove = async (term: GlossaryTerm, removing: boolean) => {
    await remove.mutateAsync({ id: term.id!, removed: removing });
    setRemoved(removing ? term : null);
  };

  return (
    <Stack gap="md">
      <PageTitle area="translationcentre" item={t('pages.glossary')} />
      <Text>{t('glossary.intro')}</Text>
      <Group align="end" gap="md">
        <LanguageSelect label={t('search.language')} value={language} onChange={setLanguage} />
        <TextInput
          label={t('glossary.filter')}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      {admin && <AddTerm language={language} />}
      {removed && (
        <Alert color="gray" data-testid="glossary-removed">
          {t('glossary.removed', { term: removed.term })}{' '}
          <Anchor component="button" type="button" onClick={() => void onRemove(removed, false)}>
            {t('glossary.undo')}
          </Anchor>
        </Alert>
      )}
      <QueryState query={glossary}>
        {({ terms }) => {
          const matching = terms.filter(
            (term) =>
              folded === '' ||
              searchFold(term.term).includes(folded) ||
              searchFold(term.translation).includes(folded),
          );
          if (terms.length === 0) return <Text c="dimmed">{t('glossary.empty')}</Text>;
          return (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('glossary.count', { count: matching.length })}
              </Text>
              <Table.ScrollContainer minWidth={480}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('glossary.term')}</Table.Th>
                      <Table.Th>{t('glossary.translation')}</Table.Th>
                      <Table.Th>{t('glossary.source')}</Table.Th>
                      {admin && <Table.Th>{t('glossary.actions')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {matching.slice(0, SHOWN).map((term) => (
                      <Table.Tr key={`${term.id ?? ''}|${term.term}|${term.translation}`}>
                        <Table.Td>{term.term}</Table.Td>
                        <Table.Td>{term.translation}</Table.Td>
                        <Table.Td>
                          <Badge variant="outline" color="gray.8" size="sm">
                            {t(`glossary.sources.${term.source}`)}
                          </Badge>
                        </Table.Td>
                        {admin && (
                          <Table.Td>
                            {term.id !== null && (
                              <Button
                                size="compact-xs"
                                variant="outline"
                                color="red.9"
                                aria-label={t('glossary.removeLabel', { term: term.term })}
                                onClick={() => void onRemove(term, true)}
                              >
                                {t('glossary.remove')}
                              </Button>
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {matching.length > SHOWN && (
                <Text size="sm" c="dimmed">
                  {t('glossary.more', { count: SHOWN })}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
