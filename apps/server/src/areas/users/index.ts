import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { usersDeps } from './deps.ts';
import { passwordRoutes } from './password/routes.ts';
import { sessionRoutes } from './session/routes.ts';

/** Accounts: login, account creation, passwords, user administration (/api/users). */
export const usersArea: FastifyPluginAsyncZod<{ captchaSecret: string }> = async (
  app,
  { captchaSecret },
) => {
  const deps = usersDeps(app, captchaSecret);
  // Answers about accounts are personal, or single-use like the captcha: never stored.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(sessionRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(passwordRoutes, { deps });
  await app.register(adminRoutes, { deps });
};

export { resolveActor } from './session/service.ts';
export { loginExists } from './account/service.ts';
