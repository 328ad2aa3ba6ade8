// A bare Fastify server answering, at /<name>, the answers read from the file
// named by BARE_ANSWERS ({ "<name>": { "type": "<content-type>", "body":
// "<text>" }, ... }, or an encoded answer's bytes in base64 with its
// "encoding"): the yardstick for the site's pages and API answers, sending
// the very same bytes without finding, rendering or compressing them.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareAnswer {
  type: string;
  /** The text, or with `encoding` the encoded bytes in base64. */
  body: string;
  /** The answer's Content-Encoding (br, gzip), sent with it. */
  encoding?: string;
}

const answers = JSON.parse(readFileSync(process.env.BARE_ANSWERS!, 'utf8')) as Record<
  string,
  BareAnswer
>;
const app = Fastify({ logger: false });
for (const [name, { type, body, encoding }] of Object.entries(answers)) {
  if (encoding) {
    const bytes = Buffer.from(body, 'base64');
    app.get(`/${name}`, (_request, reply) =>
      reply.type(type).header('content-encoding', encoding).send(bytes),
    );
  } else {
    const bytes = Buffer.from(body);
    app.get(`/${name}`, (_request, reply) => reply.type(type).send(bytes));
  }
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
