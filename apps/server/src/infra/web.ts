import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath } from '@millenaire/contracts';
import type { Config } from '../config.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

/** Uploaded images live in DATA_DIR and are served under /libraryres/img/. */
export function libraryImageDir(dataDir: string): string {
  return path.join(dataDir, 'libraryres', 'img');
}

function hasExtension(urlPath: string): boolean {
  return /\.[a-z0-9]+$/i.test(urlPath.split('/').pop() ?? '');
}

/**
 * Serves the built web app and uploaded files. A page of the app answers
 * index.html (200 for the spec's routes, 404 for other page-like paths, so the
 * app can show its own "not found"); unknown files and API paths answer 404 JSON.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const imageDir = libraryImageDir(config.dataDir);
  mkdirSync(imageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imageDir,
    prefix: '/libraryres/img/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('cache-control', ONE_HOUR),
  });

  const indexFile = path.join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
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
