// A bare Fastify server answering, at /<name>, HTML pages read from the file
// named by BARE_PAGES ({ "<name>": "<html>", ... }): the yardstick for the
// site's rendered pages, sending the very same bytes without rendering them.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const pages = JSON.parse(readFileSync(process.env.BARE_PAGES!, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [name, html] of Object.entries(pages)) {
  app.get(`/${name}`, (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
