import { useState } from 'react';
import { Anchor, Badge, Button, SegmentedControl } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { Report, ReportAction, ReportGroup } from '@millenaire/contracts/reports';
import { formatDate } from '@/shared/format-date';
import { notifySuccess } from '@/shared/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { useReportAct, useReportQueue } from '../api/reports';
import { AdminOnly } from '../components/AdminOnly';
import { NS } from '../i18n';

const ACTION_COLORS: Record<ReportAction, string> = {
  hide: 'red.9',
  delete: 'red.9',
  restore: 'teal.9',
  dismiss: 'gray.8',
};

function ReportLine({ report }: { report: Report }) {
  const { t } = useTranslation([NS, 'translation']);
  return (
    <Stack gap={2} component="li">
      <Text size="sm">
        <Text span fw={700}>
          {t(`translation:report.reasons.${report.reason}`)}
        </Text>
        {' · '}
        {t('reports.by', { login: report.reporter ?? t('reports.formerMember') })}
        {' · '}
        {formatDate(report.at)}
      </Text>
      {report.text && (
        <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap' }}>
          {report.text}
        </Text>
      )}
      {report.state !== 'open' && (
        <Text size="xs" c="gray.7">
          {t(`reports.states.${report.state}`)}
          {report.handledBy && ` · ${t('reports.by', { login: report.handledBy })}`}
          {report.handledAt && ` · ${formatDate(report.handledAt)}`}
        </Text>
      )}
    </Stack>
  );
}

function ReportCard({ group }: { group: ReportGroup }) {
  const { t } = useTranslation(NS);
  const act = useReportAct((action) => notifySuccess(t(`reports.done.${action}`)));
  const decide = (action: ReportAction) => act.mutate({ kind: group.kind, key: group.key, action });
  const { item } = group;
  return (
    <Card withBorder component="article" data-testid="report-group">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Badge variant="outline" color="gray.8" size="sm">
                {t(`reports.kinds.${group.kind}`)}
              </Badge>
              {item && !item.shown && (
                <Badge color="red.9" size="sm">
                  {t('reports.notShown')}
                </Badge>
              )}
            </Group>
            {item ? (
              <Anchor component={Link} to={item.path} fw={700}>
                {item.title}
              </Anchor>
            ) : (
              <Text fw={700}>{t('reports.gone')}</Text>
            )}
            {item?.author && (
              <Text size="xs" c="gray.7">
                {t('reports.author', { login: item.author })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {group.actions.map((action) => (
              <Button
                key={action}
                size="xs"
                variant="outline"
                color={ACTION_COLORS[action]}
                loading={act.isPending && act.variables.action === action}
                onClick={() => decide(action)}
              >
                {t(`reports.actions.${action}`)}
              </Button>
            ))}
          </Group>
        </Group>
        {item?.excerpt && (
          <Text
            size="sm"
            lineClamp={4}
            pl="xs"
            style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
          >
            {item.excerpt}
          </Text>
        )}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {group.reports.map((report) => (
            <ReportLine key={report.id} report={report} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

function ReportQueue() {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<'open' | 'handled'>('open');
  const queue = useReportQueue(state);
  return (
    <Stack gap="md" maw={900}>
      <Text>{t('reports.intro')}</Text>
      <SegmentedControl
        w="fit-content"
        value={state}
        onChange={(value) => setState(value as 'open' | 'handled')}
        data={[
          { value: 'open', label: t('reports.open') },
          { value: 'handled', label: t('reports.handled') },
        ]}
      />
      <QueryState query={queue}>
        {({ groups }) =>
          groups.length === 0 ? (
            <Text c="dimmed">{t(state === 'open' ? 'reports.empty' : 'reports.noneHandled')}</Text>
          ) : (
            groups.map((group) => <ReportCard key={`${group.kind}:${group.key}`} group={group} />)
          )
        }
      </QueryState>
    </Stack>
  );
}

/**
 * The reports queue: each reported item with its reports; an administrator
 * hides or deletes it, or dismisses the reports, and may restore what was
 * hidden or deleted from the handled list.
 */
export function ReportsAdminPage() {
  const { t } = useTranslation(NS);
  return <AdminOnly title={t('pages.reports')}>{() => <ReportQueue />}</AdminOnly>;
}
