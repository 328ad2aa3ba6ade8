import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { endpoint, neverStored } from '../endpoint.ts';
import { failedJobListSchema } from '../jobs.ts';

/**
 * The background jobs the server gave up on, for administrators: listed, and
 * each run again on demand (its tries counted anew). No such failed job: 404.
 */
export const jobsEndpoints = neverStored({
  failed: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/jobs/failed',
    response: failedJobListSchema,
  }),
  retry: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/jobs/:id/retry',
    params: idParamsSchema,
    response: z.object({}),
  }),
});
