import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * What a write changed, told to every site process: what a process keeps
 * (rendered pages) listens and drops what the change covers. A topic is the
 * part of the site the write belongs to: the API's first segment
 * (`/api/library/...` is 'library'), which is also what the pages read.
 * With Redis, the news goes to the other processes on one channel; the
 * process that wrote hears it at once, without waiting for Redis.
 */
export interface Changes {
  announce(topic: string): void;
  /** Heard on this process for every change, its own and the other processes'. */
  listen(listener: (topic: string) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
  interface FastifyContextConfig {
    /**
     * What a successful write of this route changes, when its own topic does
     * not say it all: the topics to announce (a translation save changes the
     * advancements' names too). false for a write whose change may show late:
     * a counter that every visit moves (a content's views), which would
     * otherwise drop every cached page of its area at every visit; what shows
     * it is kept a minute at most.
     */
    announces?: false | readonly string[];
  }
}

export const CHANGES_CHANNEL = 'millenaire:changes';

/** The topic of an API address: its first segment after /api/ (null for other addresses). */
export function apiTopic(url: string): string | null {
  return /^\/api\/+([a-z0-9-]+)/i.exec(url)?.[1]?.toLowerCase() ?? null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function changes(app: FastifyInstance): Promise<void> {
  const listeners: ((topic: string) => void)[] = [];
  const me = randomUUID();
  const hear = (topic: string) => {
    for (const listener of listeners) listener(topic);
  };
  const publisher = app.redis;
  const subscriber = publisher?.duplicate();
  if (subscriber) {
    await subscriber.connect();
    await subscriber.subscribe(CHANGES_CHANNEL);
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, topic] = message.split(' ', 2);
      if (from !== me && topic) hear(topic);
    });
    app.addHook('onClose', async () => {
      await subscriber.quit();
    });
  }
  app.decorate('changes', {
    announce(topic: string) {
      hear(topic);
      // A lost message only delays the others' pages: the write itself succeeded.
      publisher?.publish(CHANGES_CHANNEL, `${me} ${topic}`).catch((error: unknown) => {
        app.log.warn({ err: error, topic }, 'change not published');
      });
    },
    listen(listener: (topic: string) => void) {
      listeners.push(listener);
    },
  });
  // Every API write that succeeded changes its topic.
  app.addHook('onResponse', (request, reply, done) => {
    const declared = request.routeOptions.config.announces;
    if (!READS.has(request.method) && reply.statusCode < 400 && declared !== false) {
      const topic = apiTopic(request.url);
      for (const changed of declared ?? (topic ? [topic] : [])) app.changes.announce(changed);
    }
    done();
  });
}

export const changesPlugin = fp(changes, { name: 'changes', dependencies: ['redis'] });
