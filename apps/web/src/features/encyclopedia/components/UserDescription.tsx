import { Button, Typography } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { canEditEncyclopedia } from '@millenaire/contracts/rules';
import type { EntryDetail } from '@millenaire/contracts/encyclopedia';
import { SessionPlaceholder, useSessionKnown } from '@/shared/auth/session-known';
import { useViewer } from '@/shared/auth/viewer';
import { formatDate } from '@/shared/format-date';
import { useSiteLanguage } from '@/shared/i18n/language';
import { ReportButton } from '@/features/reports/widgets/ReportButton';
import { NS } from '../i18n';
import classes from './Entry.module.css';

interface UserDescriptionProps {
  extradata: EntryDetail['extradata'];
  /** The entry's edit page. */
  editPath: string;
}

/**
 * What players wrote about the entry. Visitors are invited to create an
 * account when nothing is written; accounts see the credit and may edit.
 */
export function UserDescription({ extradata, editPath }: UserDescriptionProps) {
  const { t } = useTranslation(NS);
  const canEdit = canEditEncyclopedia(useViewer());
  const known = useSessionKnown();
  const { desc, author, createdon } = extradata;
  // A culture's own entry is the item 'cultures/<culture>'.
  const { culture = '', type = 'cultures', itemkey = culture } = useParams();
  const language = useSiteLanguage();
  return (
    <Paper withBorder className={classes.description} component="section">
      <Title order={2} className={classes.sectionTitle}>
        {t('entry.userDescription')}
      </Title>
      {desc !== null ? (
        <Typography>
          {/* Sanitized on the server when written, against the editor's allowlist. */}
          <div dangerouslySetInnerHTML={{ __html: desc }} />
        </Typography>
      ) : (
        <Text c="dimmed">{t('entry.noDescription')}</Text>
      )}
      {!known ? (
        desc === null && <SessionPlaceholder mt="sm" w="100%" />
      ) : canEdit ? (
        <Group justify="space-between" mt="sm" gap="xs">
          {desc !== null && createdon ? (
            <Text size="sm" c="dimmed">
              {t('entry.credit', {
                author: author ?? t('entry.formerMember'),
                date: formatDate(createdon),
              })}
            </Text>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {desc !== null && (
              <ReportButton
                kind="encyclopedia"
                itemKey={[culture, type, itemkey, language].join('.')}
                name={t('entry.userDescription')}
              />
            )}
            <Button
              component={Link}
              to={editPath}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {desc !== null ? t('entry.edit') : t('entry.writeDescription')}
            </Button>
          </Group>
        </Group>
      ) : (
        desc === null && (
          <Group mt="sm" gap="sm">
            <Text size="sm">{t('entry.createAccountPrompt')}</Text>
            <Button
              component={Link}
              to="/user/createaccount"
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {t('entry.createAccount')}
            </Button>
          </Group>
        )
      )}
    </Paper>
  );
}
