import { z } from 'zod';

/**
 * Background jobs (mails, notifications) that kept failing: the server gave
 * up on each after its last try and keeps it for the administrators, who may
 * run it again.
 */
export const failedJobSchema = z.object({
  id: z.number().int(),
  /** What the job does: 'mail', 'notice', 'password-reset'... */
  kind: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** When it failed for the last time. */
  updatedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobListSchema = z.object({ jobs: z.array(failedJobSchema) });
export type FailedJobList = z.infer<typeof failedJobListSchema>;

/** Runs a job gets before the server gives up on it and keeps it as failed. */
export const JOB_MAX_ATTEMPTS = 8;

/** The most failed jobs the list shows at once, newest first. */
export const FAILED_JOBS_LISTED = 100;
