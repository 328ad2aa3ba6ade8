import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/** Where the donation button posts (a card payment provider's form). */
const DONATION_FORM_ORIGIN = 'https://www.paypal.com';

function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

export function helmetOptions(config: Config): HelmetOptions {
  const analytics = originOf(config.analyticsScriptUrl);
  const ads = originOf(config.adsScriptUrl);
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics, ...ads],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...ads],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics, ...ads],
        frameSrc: ads.length > 0 ? ads : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", DONATION_FORM_ORIGIN],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The security headers helmet chooses for our policy. They do not depend on
 * the request, so helmet runs once at start and every answer gets the result
 * (the Fastify wrapper rebuilds helmet on every request, a third of our
 * per-request time on small API answers).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, () => {});
  return headers;
}

/**
 * JSON answers are no documents: they get the short policy recommended for
 * APIs (nothing may load from them, nothing may frame them) instead of the
 * page policy, which would triple the size of a small answer's headers.
 */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  if (config.publicUrl.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=15552000; includeSubDomains';
  }
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const pageHeaders = securityHeaders(helmetOptions(config));
  const apiHeaders = apiSecurityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    done();
  });
}
