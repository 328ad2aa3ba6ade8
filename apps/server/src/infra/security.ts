import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Where the donation button posts (a card payment provider's form). */
const DONATION_FORM_ORIGIN = 'https://www.paypal.com';

function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/** Security headers, with a content security policy the web app works under. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const analytics = originOf(config.analyticsScriptUrl);
  const ads = originOf(config.adsScriptUrl);
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
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
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
