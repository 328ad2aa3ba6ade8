import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config.ts';
import { PAGE_RENDER_HEADER } from '../pages/renderer.ts';

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
        // blob: for the preview of an image chosen for upload, made in the
        // browser from the file before it is sent.
        imgSrc: ["'self'", 'data:', 'blob:', ...ads],
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

/** Answers read by programs (the API, the mod's own calls), not documents. */
const MACHINE_PREFIXES = ['/api/', '/php/mlnuse.php', '/php/bonuscheck.php', '/lastversion/'];
const isMachineCall = (url: string) => MACHINE_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The security headers of an answer to `url`: computed once, chosen per request. */
export function securityHeadersFor(config: Config): (url: string) => Record<string, string> {
  const pageHeaders = securityHeaders(helmetOptions(config));
  const apiHeaders = apiSecurityHeaders(config);
  return (url) => (isMachineCall(url) ? apiHeaders : pageHeaders);
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headersFor = securityHeadersFor(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}

/**
 * Requests so malformed that Node's HTTP parser gives up never reach Fastify:
 * they are answered here, still as `{ "message": KEY }` with the API's headers.
 */
export function answerClientError(config: Config) {
  const headers = Object.entries(apiSecurityHeaders(config))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (err: NodeJS.ErrnoException, socket: Duplex): void => {
    if (!socket.writable) return void socket.destroy(err);
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({ message: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT' });
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`,
    );
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request made on this machine: the socket's address, never `request.ip`
 * (with TRUST_PROXY it comes from X-Forwarded-For, which a client writes).
 * What a reverse proxy on this machine relays comes from a loopback address
 * too, but carries the forwarding headers: it is not the machine's own; nor
 * are the API calls of a page's render, answered in-process (page-renderer.ts)
 * for whatever visitor asked for the page.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined &&
    headers[PAGE_RENDER_HEADER] === undefined
  );
}
