// A bare Fastify server answering, at /<name>, JSON bodies read from the file
// named by BARE_BODIES ({ "<name>": <body>, ... }): the yardstick for routes
// whose answers are larger than the version check's.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.env.BARE_BODIES!, 'utf8')) as Record<
  string,
  unknown
>;
const app = Fastify({ logger: false });
for (const [name, body] of Object.entries(bodies)) app.get(`/${name}`, async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
