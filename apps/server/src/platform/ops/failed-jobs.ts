import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsEndpoints } from '@millenaire/contracts/endpoints/jobs';
import { FAILED_JOBS_LISTED } from '@millenaire/contracts/jobs';
import { isAdmin } from '@millenaire/contracts/rules';
import type { Actor } from '../http/auth.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { notFound } from '../http/errors.ts';
import { authorize } from '../http/policy.ts';

/** Only administrators see and run again the jobs the server gave up on. */
function ensureCanManageJobs(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, isAdmin(viewer?.level));
}

/** The failed background jobs, for administrators (/api/jobs): listed and run again. */
export const failedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, jobsEndpoints.failed, {
    handler: async (request) => {
      ensureCanManageJobs(await request.actor());
      return { jobs: await app.jobs.listFailed(FAILED_JOBS_LISTED) };
    },
  });
  endpointRoute(app, jobsEndpoints.retry, {
    handler: async (request) => {
      ensureCanManageJobs(await request.actor());
      if (!(await app.jobs.retry(request.params.id))) throw notFound();
      return {};
    },
  });
};
