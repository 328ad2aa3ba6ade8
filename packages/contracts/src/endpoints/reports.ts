import { endpoint } from '../endpoint.ts';
import {
  reportActSchema,
  reportCreatedSchema,
  reportGroupSchema,
  reportInputSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
} from '../reports.ts';

/** Members' reports of a problem, and the administrators' queue. */
export const reportsEndpoints = {
  create: endpoint({
    access: 'member',
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
    method: 'POST',
    path: '/api/reports/act',
    body: reportActSchema,
    response: reportGroupSchema,
  }),
};
