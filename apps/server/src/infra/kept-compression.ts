import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type KeptEncoding = 'br' | 'gzip';

/** The compressed forms of a kept answer's bytes, made on the first ask of each. */
const compressed = new WeakMap<Buffer, Partial<Record<KeptEncoding, Buffer>>>();

/**
 * Marks bytes a keeper sends again and again (a rendered page, a kept API
 * answer): each encoding of them is then compressed once, not per request.
 */
export function markKept(body: Buffer): Buffer {
  if (!compressed.has(body)) compressed.set(body, {});
  return body;
}

/** The bytes in `encoding`, compressed on the first ask (null when not marked kept). */
export function keptIn(body: Buffer, encoding: KeptEncoding): Buffer | null {
  const forms = compressed.get(body);
  if (!forms) return null;
  let form = forms[encoding];
  if (!form) {
    form =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 9 });
    forms[encoding] = form;
  }
  return form;
}

/**
 * The encoding to send, from `Accept-Encoding`: brotli, else gzip, unless the
 * client refused it (`;q=0`); null for neither.
 */
export function acceptedEncoding(header: string | undefined): KeptEncoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (!refused) accepted.add(token === 'x-gzip' ? 'gzip' : token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Answers smaller than this go as they are, kept or not (compression's threshold too). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Kept bytes as a client asking with `acceptEncoding` gets them: compressed
 * (once, then reused) when it reads brotli or gzip and they are large enough;
 * null to send them as they are.
 */
export function keptForm(
  body: Buffer,
  acceptEncoding: string | undefined,
): { encoding: KeptEncoding; form: Buffer } | null {
  if (body.length < COMPRESS_FROM_BYTES) return null;
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding === null) return null;
  const form = keptIn(body, encoding);
  return form ? { encoding, form } : null;
}

/**
 * Sends kept bytes compressed as they were the first time: compression,
 * registered after this plugin, leaves an answer that already has its
 * Content-Encoding alone. Small answers go as they are, as compression would
 * send them.
 */
export const keptCompressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!Buffer.isBuffer(payload) || reply.hasHeader('content-encoding')) {
        return done(null, payload);
      }
      const chosen = keptForm(payload, request.headers['accept-encoding']);
      if (!chosen) return done(null, payload);
      const vary = reply.getHeader('vary');
      reply
        .header('content-encoding', chosen.encoding)
        .header('content-length', chosen.form.length)
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      done(null, chosen.form);
    });
  },
  { name: 'kept-compression' },
);
