import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The app's /metrics text, read as the machine itself reads it. */
export async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject('/metrics');
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of the sample with exactly this name and these labels (0 when absent). */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',');
  const prefix = wanted ? `${name}{${wanted}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(prefix.length)) : 0;
}
