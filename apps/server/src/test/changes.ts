import type { FastifyInstance } from 'fastify';
import { wakeups } from './wakeups.ts';

/**
 * The topics `app` hears from a mark on: a write's change reaches every
 * process as a message (at once on the process that wrote, through Redis on
 * the others), and what that process keeps must show the write once the
 * message is handled, whatever the time it took to arrive.
 */
export function hearing(app: FastifyInstance) {
  const heard: string[] = [];
  const told = wakeups();
  app.changes.listen((topic) => {
    heard.push(topic);
    told.wake();
  });
  return {
    mark: () => heard.length,
    /** The topics heard since `mark`, once `enough` holds for them. */
    async since(mark: number, enough: (topics: string[]) => boolean, what: string) {
      // Far above any delay a busy machine gives a message: past it, none is coming.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const topics = heard.slice(mark);
        if (enough(topics)) return topics;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`never told of ${what} (heard: ${topics.join(', ') || 'nothing'})`);
        await told.next(left);
      }
    },
  };
}
