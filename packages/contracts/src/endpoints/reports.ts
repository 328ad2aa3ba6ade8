import { endpoint, neverStored } from '../endpoint.ts';
import {
  reportActSchema,
  reportCreatedSchema,
  reportGroupSchema,
  reportInputSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
} from '../reports.ts';

/** Members' reports of a problem, and the administrators' queue. */
export const reportsEndpoints = neverStored({
  create: endpoint({
    access: 'member',
    /** Reports sent: a member reports now and then; a script would flood the queue. */
    budget: { name: 'reports', seconds: 3600, newAccount: 5, account: 20, address: 100 },
    // What a report changes shows on no public page.
    announces: [],
    method: 'POST',
    path: '/api/reports',
    body: reportInputSchema,
    response: reportCreatedSchema,
  }),
  queue: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/reports',
    query: reportQueueQuerySchema,
    response: reportQueueSchema,
  }),
  act: endpoint({
    access: 'admin',
    // The item's own area announces what its action changed.
    announces: [],
    method: 'POST',
    path: '/api/reports/act',
    body: reportActSchema,
    response: reportGroupSchema,
  }),
});
