/**
 * Waiting on something a test is told of (a log line, a change message)
 * rather than on a clock: `wake` is called when it may have happened, and
 * `next` resolves then, or after `ms` at the latest, so a waiting loop can
 * look again and give up at its deadline.
 */
export function wakeups() {
  const waiting = new Set<() => void>();
  return {
    wake(): void {
      for (const wake of [...waiting]) wake();
    },
    next(ms: number): Promise<void> {
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        waiting.add(wake);
      });
    },
  };
}
