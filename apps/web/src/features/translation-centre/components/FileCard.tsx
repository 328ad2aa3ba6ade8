import { Anchor, Badge, Button, Image, Skeleton } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { TranslationFileInfo } from '@millenaire/contracts/translations';
import { formatDate } from '@/shared/format-date';
import { formatPercent } from '@/shared/format-number';
import { useSiteLanguage } from '@/shared/i18n';
import { NS } from '../i18n';
import { Completion } from './Completion';
import classes from './Editor.module.css';

interface FileCardProps {
  filekey: string;
  reference: string;
  language: string;
  translation: TranslationFileInfo | undefined;
}

function Status({ translation }: { translation: TranslationFileInfo | undefined }) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  if (!translation)
    return <span className={`${classes.status} ${classes.red}`}>{t('overview.missing')}</span>;
  if (translation.percentage >= 100) {
    return <span className={`${classes.status} ${classes.green}`}>{t('overview.complete')}</span>;
  }
  return (
    <span className={`${classes.status} ${classes.blue}`}>
      {t('overview.inProgress', { percentage: formatPercent(translation.percentage, language) })}
    </span>
  );
}

/** Stand-ins of the cards' size while the files load, so nothing moves when they arrive. */
export function FileCardsSkeleton() {
  return (
    <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={150} />
      ))}
    </Columns>
  );
}

/** A file of the reference language, its translation's status and details, linking to the editor. */
export function FileCard({ filekey, reference, language, translation }: FileCardProps) {
  const { t } = useTranslation(NS);
  const editor = `/translationcentre/files/${filekey}/${reference}/${language}`;
  return (
    <Card withBorder padding="sm" data-testid={`file-${filekey}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={editor} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {filekey}
          </Anchor>
          <Status translation={translation} />
        </Group>
        {translation ? (
          <>
            <Group gap="xs">
              <Image
                src={`/img/lang/${language}.png`}
                alt=""
                width={20}
                height={14}
                w={20}
                h={14}
                fit="contain"
              />
              <Text size="xs" c="dimmed">
                {translation.filename}
              </Text>
              <Completion percentage={translation.percentage} size="xs" />
              {translation.toreview > 0 && (
                <Badge size="sm" color="yellow" c="dark" variant="light">
                  {t('overview.toReview', { count: translation.toreview })}
                </Badge>
              )}
              {translation.checks > 0 && (
                <Badge size="sm" color="orange" c="dark" variant="light">
                  {t('overview.toCheck', { count: translation.checks })}
                </Badge>
              )}
              {translation.suggestions > 0 && (
                <Badge size="sm" color="grape" variant="light">
                  {t('overview.suggestions', { count: translation.suggestions })}
                </Badge>
              )}
            </Group>
            <Text size="xs">
              {t('info.field', {
                label: t('info.author'),
                value: translation.author ?? t('info.noAuthor'),
              })}{' '}
              ·{' '}
              {t('info.field', {
                label: t('info.version'),
                value: translation.version ?? t('info.noVersion'),
              })}
            </Text>
            <Text size="xs">
              {t('info.field', {
                label: t('info.createdOn'),
                value: formatDate(translation.createdon),
              })}{' '}
              · {t('info.field', { label: t('info.elements'), value: translation.elementcount })}
            </Text>
            <Group gap="xs">
              <Button component={Link} to={editor} size="compact-xs">
                {t('overview.edit')}
              </Button>
              <Button
                component={Link}
                to={`/translationcentre/history/${filekey}/${language}`}
                size="compact-xs"
                variant="light"
              >
                {t('info.history')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {t('info.none')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
