import type { FastifyInstance } from 'fastify';

export type PageParams = Record<string, string>;

/**
 * A page of the web app whose status its data decides: the area that owns the
 * data registers the page's path and says whether what the address names
 * exists, so a crawler or a shared link to something unknown gets a 404
 * (the browser still gets the app, which shows its own not-found page).
 * Without `isKnown` the page always exists: a fixed path beside a parametric
 * one (`/library/create` beside `/library/:content`) must be registered too,
 * or the parametric route would claim it.
 */
export function pageRoute(
  app: FastifyInstance,
  path: string,
  isKnown?: (params: PageParams) => Promise<boolean>,
): void {
  app.get<{ Params: PageParams }>(path, async (request, reply) => {
    const known = isKnown ? await isKnown(request.params) : true;
    return reply.sendPage(known ? 200 : 404);
  });
}
