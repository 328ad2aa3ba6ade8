import { z } from 'zod';

/**
 * Every schema of the contracts is built with this `z`, so the setting below
 * is made before the first one exists. In the browser, schemas validate
 * without compiling code: zod's faster path probes `new Function` when an
 * object schema is built, which the site's content security policy forbids
 * (and reports as a violation on every page). The server keeps that path.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
