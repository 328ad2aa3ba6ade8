import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { Endpoint } from '@millenaire/contracts/endpoint';
import { NOTICE_KINDS, type NoticeKind } from '@millenaire/contracts/notifications';
import { parseSubject, subjectOf, type SubjectKind } from '@millenaire/contracts/subjects';
import { z } from 'zod';
import { jobKind, type JobWriter } from '../jobs.ts';

/**
 * What a write changed, told to every site process: what a process caches
 * (answers, pages, feeds) listens and drops what the change covers. A topic
 * is the part of the site the write belongs to: the API's first segment
 * (`/api/library/...` is 'library'), which is also what the pages read.
 * With Redis, the news goes to the other processes on one channel; the
 * process that wrote hears it at once, without waiting for Redis.
 */
export interface Changes {
  announce(topic: string): void;
  /** Heard on this process for every change, its own and the other processes'. */
  listen(listener: (topic: string) => void): void;
}

/** Changes told to no one: for the services run outside a site (benchmarks, imports). */
export const UNANNOUNCED: Changes = { announce: () => undefined, listen: () => undefined };

/** A subject as a member sees it in a language: its name and its page. */
export interface DescribedSubject {
  title: string;
  path: string;
}

/**
 * What an area offers to be followed (a library content, a culture, a
 * translation language) or tells its owner about (a report): the subjects
 * that exist among some keys, named in a language, and who hears of what
 * happens to one without following it (a content's author hears of the
 * comments on it, a reporter of what became of their report).
 */
export interface FollowSource {
  kind: SubjectKind;
  describe(keys: readonly string[], language: SiteLanguage): Promise<Map<string, DescribedSubject>>;
  owners?(key: string): Promise<number[]>;
}

/** Something that happened to a subject, done by an account. */
export interface Notice {
  subject: string;
  kind: NoticeKind;
  actorId: number;
}

export interface Notices {
  source(kind: SubjectKind): FollowSource | undefined;
  /**
   * Tells the listeners, as a job (platform/jobs.ts) written through `db`:
   * the transaction of the write it tells of, when there is one.
   */
  publish(notice: Notice, db?: JobWriter): Promise<void>;
  listen(listener: (notice: Notice) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
    notices: Notices & {
      /** Called by the app with every area's follow sources (Area.follows). */
      add(source: FollowSource): void;
    };
  }
  interface FastifyContextConfig {
    /** The contracts' endpoint a route serves (platform/http/endpoint-route.ts). */
    endpoint?: Endpoint;
  }
}

const CHANGES_CHANNEL = 'millenaire:changes';

/** The topic of an API address: its first segment after /api/ (null for other addresses). */
export function apiTopic(url: string): string | null {
  return /^\/api\/+([a-z0-9-]+)/i.exec(url)?.[1]?.toLowerCase() ?? null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function changesOf(app: FastifyInstance): Promise<Changes> {
  const listeners: ((topic: string) => void)[] = [];
  const me = randomUUID();
  const hear = (topic: string) => {
    for (const listener of listeners) listener(topic);
  };
  const publisher = app.redis;
  // A channel is not a key: the site's prefix is added here.
  const channel = `${publisher?.options.keyPrefix ?? ''}${CHANGES_CHANNEL}`;
  const subscriber = publisher?.duplicate();
  if (subscriber) {
    await subscriber.connect();
    await subscriber.subscribe(channel);
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, topic] = message.split(' ', 2);
      if (from !== me && topic) hear(topic);
    });
    app.addHook('onClose', async () => {
      await subscriber.quit();
    });
  }
  return {
    announce(topic) {
      hear(topic);
      // A lost message only delays the others' pages: the write itself succeeded.
      publisher?.publish(channel, `${me} ${topic}`).catch((error: unknown) => {
        app.log.warn({ err: error, topic }, 'change not published');
      });
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}

/** A notice to hand to the listeners (the notifications area): one job per notice. */
const NOTICE_JOB = jobKind<Notice>(
  'notice',
  z.object({ subject: z.string(), kind: z.enum(NOTICE_KINDS), actorId: z.number().int() }),
);

function noticesOf(app: FastifyInstance): FastifyInstance['notices'] {
  const sources = new Map<SubjectKind, FollowSource>();
  const listeners: ((notice: Notice) => Promise<void>)[] = [];
  app.jobs.handle(NOTICE_JOB, async (notice) => {
    for (const listener of listeners) await listener(notice);
  });
  return {
    add(source) {
      if (sources.has(source.kind)) throw new Error(`${source.kind} is followed twice`);
      sources.set(source.kind, source);
    },
    source: (kind) => sources.get(kind),
    async publish(notice, db = app.db) {
      if (!parseSubject(notice.subject)) return;
      await app.jobs.enqueue(db, NOTICE_JOB, notice);
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}

/** The notice a successful write sends, as its endpoint declares it, once its actor is known. */
async function publishNotice(app: FastifyInstance, request: FastifyRequest, endpoint: Endpoint) {
  const { notifies } = endpoint;
  if (!notifies) return;
  const key = (request.params as Record<string, unknown>)[notifies.param];
  const actor = await request.actor();
  if (actor && (typeof key === 'string' || typeof key === 'number')) {
    await app.notices.publish({
      subject: subjectOf(notifies.subject, key),
      kind: notifies.kind,
      actorId: actor.id,
    });
  }
}

/**
 * What a successful write does beyond its answer, in one hook: the topics it
 * changed are announced (its endpoint's `announces`, its path's own topic
 * otherwise), and the notice it declares (`notifies`) goes to the followers
 * as background work.
 */
export const writesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('changes', await changesOf(app));
    app.decorate('notices', noticesOf(app));
    // A callback hook: reads (most requests) pass without a promise of their own.
    app.addHook('onResponse', (request, reply, done) => {
      if (READS.has(request.method) || reply.statusCode >= 400) return done();
      const endpoint = request.routeOptions.config.endpoint;
      const declared = endpoint?.announces;
      if (declared !== false) {
        const topic = apiTopic(request.url);
        for (const changed of declared ?? (topic ? [topic] : [])) app.changes.announce(changed);
      }
      done();
    });
    // The notice is written before the answer goes, so an answered write's
    // notice is never lost; what fails on the way is logged, and the answer
    // stays the write's.
    app.addHook('onSend', (request, reply, payload, done) => {
      const endpoint = request.routeOptions.config.endpoint;
      if (!endpoint?.notifies || READS.has(request.method) || reply.statusCode >= 400) {
        return done(null, payload);
      }
      publishNotice(app, request, endpoint).then(
        () => done(null, payload),
        (err: unknown) => {
          request.log.error({ err }, 'notice not published');
          done(null, payload);
        },
      );
    });
  },
  { name: 'writes', dependencies: ['redis', 'jobs'] },
);
