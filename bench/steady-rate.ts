// Latency at a steady request rate, measured open-loop: requests leave on a
// fixed schedule (one every 1000/rate ms, over a pool of keep-alive
// connections) whatever the answers do, and each is timed from the moment it
// was due, not from when a connection was free. A server that stalls for
// 50 ms then delays fifty requests, and all fifty count: a closed-loop tool
// (each connection waiting for its answer before the next request) would
// send fewer requests during the stall and hide it. autocannon's
// `overallRate` is closed-loop and sends each second's share as a burst at
// the top of the second, which measures a burst, not a steady rate.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface SteadyRateResult {
  /** Requests sent and answered 2xx. */
  answered: number;
  /** Requests that failed or answered another status. */
  failed: number;
  /** Requests per second actually answered over the run. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface SteadyRateOptions {
  rate: number;
  durationS: number;
  connections: number;
  /** Sent first at the same rate and not counted: connections opened, code warm. */
  warmupS?: number;
  /** Sent with every request. */
  headers?: Readonly<Record<string, string>>;
}

function get(
  agent: http.Agent,
  url: URL,
  headers: Readonly<Record<string, string>>,
): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve((response.statusCode ?? 0) < 300));
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Loads `url` at `rate` requests/s for `durationS` seconds; latencies in ms. */
export async function steadyRate(
  target: string,
  options: SteadyRateOptions,
): Promise<SteadyRateResult> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const warmup = Math.round((options.warmupS ?? 1) * options.rate);
  const total = warmup + Math.round(options.durationS * options.rate);
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  let measuredFrom = 0;
  await new Promise<void>((done) => {
    // Every turn of the event loop sends the requests due by now, each stamped
    // with the time it was due. A 1 ms timer did this until 2026-11-27: it
    // fires a millisecond late at best and later when the client is busy, and
    // that lateness counted as the server's (a bare route read p50 1 ms where
    // its answers take 0.15 ms). Turning without a pause keeps the load
    // generator's core busy, which is what pinForLoad gives it.
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      for (; sent < due; sent += 1) {
        const index = sent;
        const dueAt = start + index * interval;
        if (index === warmup) measuredFrom = dueAt;
        pending.push(
          get(agent, url, options.headers ?? {}).then((ok) => {
            if (index < warmup) return;
            if (ok) latencies.push(performance.now() - dueAt);
            else failed += 1;
          }),
        );
      }
      if (sent >= total) done();
      else setImmediate(tick);
    };
    setImmediate(tick);
  });
  await Promise.all(pending);
  const elapsedS = (performance.now() - measuredFrom) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    answered: sorted.length,
    failed,
    rps: sorted.length / elapsedS,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
  };
}
