// A bare Fastify server answering, at /<name>, the answers read from the file
// named by BARE_ANSWERS ({ "<name>": { "type": "<content-type>", "body":
// "<text>" }, ... }): the yardstick for the site's pages and API answers,
// sending the very same bytes without finding or rendering them.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareAnswer {
  type: string;
  body: string;
}

const answers = JSON.parse(readFileSync(process.env.BARE_ANSWERS!, 'utf8')) as Record<
  string,
  BareAnswer
>;
const app = Fastify({ logger: false });
for (const [name, { type, body }] of Object.entries(answers)) {
  const bytes = Buffer.from(body);
  app.get(`/${name}`, (_request, reply) => reply.type(type).send(bytes));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
