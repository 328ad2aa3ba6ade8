import { useState } from 'react';
import { Badge, Button, Code } from '@mantine/core';
import { Card, Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { IconRefresh } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { JOB_MAX_ATTEMPTS, type FailedJob } from '@millenaire/contracts/jobs';
import { formatDate } from '@/shared/format-date';
import { useTranslation } from '@/shared/i18n';
import { notifySuccess } from '@/shared/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { useFailedJobs, useRetryJob } from '../api/failed-jobs';
import classes from '../components/Admin.module.css';
import { NS } from '../i18n';

/** The kinds of job the site writes, named for administrators; another shows its own name. */
const KIND_NAMES = {
  mail: 'jobs.kinds.mail',
  notice: 'jobs.kinds.notice',
  'password-reset': 'jobs.kinds.password-reset',
} as const;
const isKnownKind = (kind: string): kind is keyof typeof KIND_NAMES =>
  Object.hasOwn(KIND_NAMES, kind);

function JobCard({ job }: { job: FailedJob }) {
  const { t } = useTranslation(NS);
  const [retrying, setRetrying] = useState(false);
  const retry = useRetryJob(() => notifySuccess(t('jobs.retried')));
  const kind = isKnownKind(job.kind) ? t(KIND_NAMES[job.kind]) : job.kind;
  return (
    <Paper withBorder p="sm" data-testid="failed-job">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700}>{kind}</Text>
            <Badge color="red" variant="light">
              {t('jobs.attempts', { count: job.attempts })}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('jobs.dates', {
              created: formatDate(job.createdAt),
              failed: formatDate(job.updatedAt),
            })}
          </Text>
          {job.lastError && (
            <Text size="sm">
              {t('jobs.lastError')} <Code className={classes.anywhere}>{job.lastError}</Code>
            </Text>
          )}
        </Stack>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={retrying && retry.isPending}
          aria-label={t('jobs.retryLabel', { kind })}
          onClick={() => {
            setRetrying(true);
            retry.mutate(job.id);
          }}
        >
          {t('jobs.retry')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The background jobs the server gave up on (a mail the mail server kept refusing...), each run again on demand. */
export function FailedJobs() {
  const { t } = useTranslation(NS);
  const jobs = useFailedJobs();
  // Drawn once the page has its data, as the sections above it are.
  const settled = useIsFetching() === 0 && !jobs.isPending;
  const [drawn, setDrawn] = useState(false);
  if (settled && !drawn) setDrawn(true);
  if (!drawn) return null;
  return (
    <Card withBorder padding="md" mt="xl" component="section" aria-labelledby="failed-jobs">
      <Title order={2} size="h4" mb="xs" id="failed-jobs">
        {t('jobs.title')}
      </Title>
      <Text size="sm" mb="md">
        {t('jobs.intro', { count: JOB_MAX_ATTEMPTS })}
      </Text>
      <QueryState query={jobs}>
        {({ jobs: list }) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('jobs.empty')}
            </Text>
          ) : (
            <Stack gap="sm">
              {list.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}
