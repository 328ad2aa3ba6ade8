// The yardstick: a bare Fastify route answering a small JSON object of the
// same shape as the current-version answer, with no database behind it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = {
  version: '8.1.2',
  url: 'https://www.curseforge.com/minecraft/mc-mods/millenaire/files',
  date: '2026-06-02T09:00:00.000Z',
  description: 'x'.repeat(400),
};
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
