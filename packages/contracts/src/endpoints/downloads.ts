import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { downloadInfoSchema } from '../site.ts';

/** The old releases' archives that /php/dlpage.php offers; an unknown name answers 404. */
export const downloadsEndpoints = {
  info: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/downloads/:file',
    params: z.object({ file: z.string() }),
    response: downloadInfoSchema,
  }),
};
