// The same page without its scripts, as the reference of the Lighthouse
// benchmark (lighthouse.ts): what this machine makes of the page's HTML, its
// stylesheet and its pictures alone, in the same minutes as the page itself,
// so a reading tells what the scripts add from what the machine does anyway.
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { APP_SCRIPTS_ELEMENT_ID } from '../apps/web/src/app/start-on-intent.ts';

/** Addresses under this prefix are the site's page of the rest of the address, scripts removed. */
export const WITHOUT_SCRIPTS = '/without-scripts';

/**
 * A page's HTML without what runs or loads code: its scripts (the structured
 * data, which runs nothing, stays), its module preloads and the inert list of
 * the application's preloads.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(new RegExp(`<template id="${APP_SCRIPTS_ELEMENT_ID}">[\\s\\S]*?</template>`, 'g'), '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * A front to the site on `port`: every request passes through unchanged,
 * except a page under `WITHOUT_SCRIPTS`, answered (compressed, as the site
 * answers) without its scripts. Both the page and its reference are audited
 * through it, so the front's own cost is the same for both.
 */
export function startFront(siteUrl: string, port: number): Promise<Server> {
  const site = new URL(siteUrl);
  // A failure after the answer began can only cut it short.
  const failed = (res: ServerResponse, error: unknown) => {
    if (res.headersSent) res.destroy();
    else res.writeHead(502).end(String(error));
  };
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith(`${WITHOUT_SCRIPTS}/`)) {
      void fetch(`${siteUrl}${url.slice(WITHOUT_SCRIPTS.length)}`)
        .then(async (answer) => {
          const body = brotliCompressSync(withoutScripts(await answer.text()));
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'text/html; charset=utf-8',
            'content-encoding': 'br',
            'content-length': body.length,
          });
          res.end(body);
        })
        .catch((error: unknown) => failed(res, error));
      return;
    }
    const upstream = request(
      { host: site.hostname, port: site.port, method: req.method, path: url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => failed(res, error));
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
