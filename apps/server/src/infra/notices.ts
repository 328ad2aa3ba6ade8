import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteLanguage } from '@millenaire/contracts/common';
import {
  parseSubject,
  type NoticeKind,
  type SubjectKind,
} from '@millenaire/contracts/notifications';

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
  add(source: FollowSource): void;
  source(kind: SubjectKind): FollowSource | undefined;
  /** Tells the listeners after the answer has gone (infra/jobs.ts). */
  publish(notice: Notice): void;
  listen(listener: (notice: Notice) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
  interface FastifyContextConfig {
    /**
     * What a successful write of this route does to a subject members may
     * follow: its kind, and the subject read from the request (null when the
     * write touched none).
     */
    notifies?: { kind: NoticeKind; subject(request: FastifyRequest): string | null };
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where the areas put what can be followed and what happens to it;
 * registered before the areas. A route says what it does in its config
 * (`notifies`); once it answered with a success, the notice goes to the
 * listeners (the notifications area) as background work.
 */
export const noticesPlugin = fp(
  async (app: FastifyInstance) => {
    const sources = new Map<SubjectKind, FollowSource>();
    const listeners: ((notice: Notice) => Promise<void>)[] = [];
    const notices: Notices = {
      add(source) {
        if (sources.has(source.kind)) throw new Error(`${source.kind} is followed twice`);
        sources.set(source.kind, source);
      },
      source: (kind) => sources.get(kind),
      publish(notice) {
        if (!parseSubject(notice.subject)) return;
        for (const listener of listeners) {
          app.jobs.later(`notice ${notice.kind} ${notice.subject}`, () => listener(notice));
        }
      },
      listen(listener) {
        listeners.push(listener);
      },
    };
    app.decorate('notices', notices);
    // A callback hook: reads (most requests) pass without a promise of their own.
    app.addHook('onResponse', (request, reply, done) => {
      const notifies = request.routeOptions.config.notifies;
      if (!notifies || READS.has(request.method) || reply.statusCode >= 400) return done();
      // What fails on the way (the actor, the subject, publishing) reaches
      // `done`, which logs it, never an unhandled rejection.
      request
        .actor()
        .then((actor) => {
          const subject = notifies.subject(request);
          if (actor && subject)
            notices.publish({ subject, kind: notifies.kind, actorId: actor.id });
        })
        .then(() => done(), done);
    });
  },
  { name: 'notices', dependencies: ['jobs'] },
);
