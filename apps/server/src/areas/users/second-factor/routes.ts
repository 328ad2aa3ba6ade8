import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSecurityEndpoints } from '@millenaire/contracts/endpoints/account-security';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import { refuse } from '../../../platform/http/rate-limits.ts';
import { LANGUAGE_COOKIE, pageLanguage } from '../../../platform/pages/language.ts';
import type { UsersDeps } from '../deps.ts';
import {
  confirmSecondFactor,
  loginSecondFactor,
  renewRecoveryCodes,
  resetSecondFactor,
  secondFactorState,
  setUpSecondFactor,
  turnOffSecondFactor,
  type CodeRequest,
} from './service.ts';

/** The language of the site the request comes from: e-mails it causes are written in it. */
const languageOf = (request: FastifyRequest) =>
  pageLanguage({
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });

const codeRequest = (request: FastifyRequest, reply: FastifyReply): CodeRequest => ({
  refuse: (limit, key) => refuse(limit, key, reply),
  language: languageOf(request),
});

export const secondFactorRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, accountSecurityEndpoints.loginSecondFactor, {
    handler: async (request, reply) => ({
      token: await loginSecondFactor(deps, request.body, codeRequest(request, reply)),
    }),
  });

  endpointRoute(app, accountSecurityEndpoints.secondFactor, {
    handler: async (request) => secondFactorState(deps, await request.actor()),
  });

  endpointRoute(app, accountSecurityEndpoints.setUpSecondFactor, {
    handler: async (request) => setUpSecondFactor(deps, await request.actor()),
  });

  endpointRoute(app, accountSecurityEndpoints.confirmSecondFactor, {
    handler: async (request, reply) =>
      confirmSecondFactor(
        deps,
        await request.actor(),
        request.body.code,
        codeRequest(request, reply),
      ),
  });

  endpointRoute(app, accountSecurityEndpoints.renewRecoveryCodes, {
    handler: async (request, reply) =>
      renewRecoveryCodes(
        deps,
        await request.actor(),
        request.body.code,
        codeRequest(request, reply),
      ),
  });

  endpointRoute(app, accountSecurityEndpoints.turnOffSecondFactor, {
    handler: async (request, reply) => {
      await turnOffSecondFactor(
        deps,
        await request.actor(),
        request.body.code,
        codeRequest(request, reply),
      );
      return {};
    },
  });

  endpointRoute(app, accountSecurityEndpoints.resetSecondFactor, {
    handler: async (request) =>
      resetSecondFactor(deps, await request.actor(), request.params.id, languageOf(request)),
  });
};
