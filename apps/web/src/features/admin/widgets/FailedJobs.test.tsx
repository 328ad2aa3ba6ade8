import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FailedJob } from '@millenaire/contracts/jobs';
import { jobsEndpoints } from '@millenaire/contracts/endpoints/jobs';
import { endpointUrl } from '@/shared/api/endpoint';
import { renderPage, stubFetch } from '@/test/render';
import { FailedJobs } from './FailedJobs';

const MAIL: FailedJob = {
  id: 12,
  kind: 'mail',
  attempts: 8,
  lastError: 'Invalid login: 535 Authentication failed',
  createdAt: '2026-11-20T09:08:07.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('the failed background jobs of the user administration page', () => {
  it('lists each failed job with its last error, and runs one again', async () => {
    let jobs = [MAIL, { ...MAIL, id: 13, kind: 'cleanup', lastError: null }];
    const retryUrl = endpointUrl(jobsEndpoints.retry, { params: { id: 12 } });
    const fetchMock = stubFetch({
      [endpointUrl(jobsEndpoints.failed)]: () => ({ body: { jobs } }),
      [retryUrl]: () => {
        jobs = jobs.filter((job) => job.id !== 12);
        return { body: {} };
      },
    });
    renderPage(<FailedJobs />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Failed background jobs' }),
    ).toBeTruthy();
    const cards = await screen.findAllByTestId('failed-job');
    expect(cards).toHaveLength(2);
    const mail = within(cards[0]!);
    expect(mail.getByText('E-mail')).toBeTruthy();
    expect(mail.getByText('8 tries')).toBeTruthy();
    expect(mail.getByText('Invalid login: 535 Authentication failed')).toBeTruthy();
    // A kind the page does not know shows its own name.
    expect(within(cards[1]!).getByText('cleanup')).toBeTruthy();

    fireEvent.click(mail.getByRole('button', { name: 'Run the job “E-mail” again' }));
    await waitFor(() => expect(screen.getAllByTestId('failed-job')).toHaveLength(1));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual([retryUrl]);
  });

  it('says when no job has failed', async () => {
    stubFetch({ [endpointUrl(jobsEndpoints.failed)]: () => ({ body: { jobs: [] } }) });
    renderPage(<FailedJobs />);
    expect(await screen.findByText('No failed job.')).toBeTruthy();
  });
});
