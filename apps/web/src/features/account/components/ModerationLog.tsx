import { List } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Text, Title } from '@/shared/ui/Text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n';
import type { ModerationEntry } from '@millenaire/contracts/users';
import { formatDate } from '@/shared/format-date';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { moderationLogQuery } from '../api/second-factor';

function What({ entry }: { entry: ModerationEntry }) {
  const { t } = useTranslation(NS);
  const detail = entry.action === 'rollback' ? formatDate(entry.detail) : entry.detail;
  return <>{t(`admin.log.${entry.action}`, { detail })}</>;
}

/** What administrators did to accounts (levels, suspensions, rollbacks, second factors), newest first. */
export function ModerationLog() {
  const { t } = useTranslation(NS);
  const log = useQuery(moderationLogQuery());
  return (
    <Card withBorder padding="md" mt="xl" component="section" aria-labelledby="moderation-log">
      <Title order={2} size="h4" mb="sm" id="moderation-log">
        {t('admin.log.title')}
      </Title>
      <QueryState query={log}>
        {({ entries }) =>
          entries.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('admin.log.empty')}
            </Text>
          ) : (
            <List spacing={4} size="sm" listStyleType="none">
              {entries.map((entry) => (
                <List.Item key={entry.id} data-testid="moderation-entry">
                  <Text span c="dimmed" size="sm">
                    {formatDate(entry.at)}
                  </Text>{' '}
                  {t('admin.log.line', { by: entry.by, account: entry.account })}{' '}
                  <What entry={entry} />
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryState>
    </Card>
  );
}
