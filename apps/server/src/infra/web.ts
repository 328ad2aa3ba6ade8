import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath, PAGE_CONFIG_ELEMENT_ID, type PageConfig } from '@millenaire/contracts';
import type { Config } from '../config.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

function hasExtension(urlPath: string): boolean {
  return /\.[a-z0-9]+$/i.test(urlPath.split('/').pop() ?? '');
}

/**
 * Serves the built web app (uploaded images are the storage plugin's). A page
 * of the app answers index.html (200 for the spec's routes, 404 for other
 * page-like paths, so the app can show its own "not found"); unknown files and
 * API paths answer 404 JSON.
 */
/**
 * Writes the page's settings into index.html as a JSON data block: read before
 * the first render, never executed (so the content policy needs no exception).
 */
function withPageConfig(html: string, config: Config): string {
  const pageConfig: PageConfig = {
    links: config.links,
    donationButtonId: config.donationButtonId ?? null,
  };
  // '<' escaped so no value can close the element.
  const json = JSON.stringify(pageConfig).replace(/</g, '\\u003c');
  const block = `<script id="${PAGE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  // Module scripts run once the document is parsed, so the block may sit anywhere.
  for (const end of ['</head>', '</body>']) {
    if (html.includes(end)) return html.replace(end, `${block}${end}`);
  }
  return html + block;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Answers the web app's page with this status. */
    sendPage(status: number): FastifyReply;
  }
}

export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? withPageConfig(readFileSync(indexFile, 'utf8'), config)
    : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      decorateReply: false,
      // The build writes .br and .gz beside each asset: sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) =>
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? ONE_YEAR : ONE_HOUR,
        ),
    });
  } else {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built: pages are not served');
  }

  // For routes that decide a page's status themselves (a download page for a missing file).
  app.decorateReply('sendPage', function (this: FastifyReply, status: number) {
    if (!indexHtml) return this.status(404).send({ message: 'NOT_FOUND' });
    return this.status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isRead && !urlPath.startsWith('/api/') && !hasExtension(urlPath);
    if (!wantsPage || !indexHtml) return reply.status(404).send({ message: 'NOT_FOUND' });
    return reply
      .status(isPagePath(urlPath) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };
  // The static handler would answer the root directory with 403; it is a page.
  app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
}
