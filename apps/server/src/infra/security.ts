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

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
