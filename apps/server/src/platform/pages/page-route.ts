import type { FastifyInstance } from 'fastify';
import type { PageRoute } from '@millenaire/contracts/routes';
import { sentToken, type Actor } from '../http/auth.ts';

export type PageParams = Record<string, string>;

/**
 * A page of the web app whose status its data decides: the area that owns the
 * data registers the page's route (one of the contracts' PAGES) and says whether what the address names
 * exists, so a crawler or a shared link to something unknown gets a 404
 * (the browser still gets the app, which shows its own not-found page).
 * Without `isKnown` the page always exists: a fixed path beside a parametric
 * one (`/library/create` beside `/library/:content`) must be registered too,
 * or the parametric route would claim it.
 *
 * `isKnownTo` says whether a signed-in member may see what is not public (an
 * author's own content waiting for confirmation): their page answers 200
 * with the app, which draws it with the session, instead of the 404 anyone
 * else gets.
 */
export function pageRoute(
  app: FastifyInstance,
  path: PageRoute,
  isKnown?: (params: PageParams) => Promise<boolean>,
  isKnownTo?: (params: PageParams, viewer: Actor) => Promise<boolean>,
): void {
  app.get<{ Params: PageParams }>(path, async (request, reply) => {
    if (!isKnown || (await isKnown(request.params))) return reply.sendPage(200);
    if (isKnownTo && sentToken(request)) {
      const viewer = await request.actor();
      if (viewer && (await isKnownTo(request.params, viewer))) {
        return reply.sendPage(200, { personal: true });
      }
    }
    return reply.sendPage(404);
  });
}
