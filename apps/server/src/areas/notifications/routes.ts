import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsEndpoints as endpoints } from '@millenaire/contracts/endpoints/notifications';
import type { Actor } from '../../platform/http/auth.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { NotificationsDeps } from './deps.ts';
import { recipient } from './digest-repository.ts';
import { validUnsubscribeKey } from './digest.ts';
import * as repo from './repository.ts';
import * as notifications from './service.ts';

/**
 * /api/notifications: a member's notifications and follows (personal, never
 * kept), and the e-mails' unsubscribe link, which needs no login: its key is
 * the account's id signed with the site's key.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: NotificationsDeps }> = async (
  app,
  { deps },
) => {
  // A mail client's one-click unsubscribe posts a form (RFC 8058); its body says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  // Every route but the unsubscribe link is for members: the access check runs
  // first, and each service function checks its viewer again (policy.ts).
  const viewer = (request: FastifyRequest): Promise<Actor | null> => request.actor();

  endpointRoute(app, endpoints.list, {
    handler: async (request) =>
      notifications.listNotifications(
        deps,
        await viewer(request),
        request.query.language,
        request.query.before,
      ),
  });
  endpointRoute(app, endpoints.markRead, {
    handler: async (request) => notifications.markRead(deps, await viewer(request), request.body),
  });
  endpointRoute(app, endpoints.follows, {
    handler: async (request) =>
      notifications.listFollows(deps, await viewer(request), request.query.language),
  });
  endpointRoute(app, endpoints.follow, {
    handler: async (request) => notifications.follow(deps, await viewer(request), request.body),
  });
  endpointRoute(app, endpoints.unfollow, {
    handler: async (request) => notifications.unfollow(deps, await viewer(request), request.body),
  });
  endpointRoute(app, endpoints.settings, {
    handler: async (request) =>
      notifications.saveSettings(deps, await viewer(request), request.body),
  });
  endpointRoute(app, endpoints.unsubscribe, {
    handler: async (request) => {
      const { account, key, resume } = request.query;
      if (!validUnsubscribeKey(deps.unsubscribeKey, account, key)) throw notFound();
      const email = resume === '1';
      const user = await recipient(deps.db, account);
      if (!user) throw notFound();
      await repo.saveSettings(deps.db, account, { email }, 'en');
      return { email };
    },
  });
};
