import { useMutation, useQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@millenaire/contracts/endpoints/jobs';
import { callEndpoint, endpointPrefix, endpointQuery } from '@/shared/api/endpoint';

/** What running a job again refetches. */
export const FAILED_JOBS_PREFIX = endpointPrefix(jobsEndpoints.failed);

/** The background jobs (mails, notifications) the server gave up on, newest first. */
export function useFailedJobs() {
  return useQuery(endpointQuery(jobsEndpoints.failed));
}

/** POST /api/jobs/{id}/retry: the job is due again, its tries counted anew. */
export function retryJob(id: number) {
  return callEndpoint(
    jobsEndpoints.retry,
    { params: { id } },
    { invalidate: [FAILED_JOBS_PREFIX] },
  );
}

export function useRetryJob(onSuccess: () => void) {
  return useMutation({ mutationFn: retryJob, onSuccess });
}
