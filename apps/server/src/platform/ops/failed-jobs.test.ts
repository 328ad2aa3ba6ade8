import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeWithApp } from '../../test/app.ts';
import { bearer, createUser } from '../../test/users.ts';
import { jobKind, MAX_ATTEMPTS } from '../jobs.ts';

const REFUSED_JOB = jobKind<{ to: string }>('test-refused', z.object({ to: z.string() }));

describeWithApp('the failed background jobs for administrators', {}, (t) => {
  it('lists the jobs given up on and runs one again, once', async () => {
    let refusing = true;
    const runs: string[] = [];
    t.app.jobs.handle(REFUSED_JOB, async ({ to }) => {
      runs.push(to);
      if (refusing) throw new Error(`550 mailbox ${to} unavailable`);
    });
    await t.app.jobs.enqueue(t.app.db, REFUSED_JOB, { to: 'odon@example.org' });
    // Its tries, as the worker would make them hours apart.
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      await t.app.db.updateTable('jobs').set({ run_after: '2000-01-01T00:00:00.000Z' }).execute();
      await t.app.jobs.idle();
    }
    expect(runs).toHaveLength(MAX_ATTEMPTS);

    const admin = bearer((await createUser(t, { level: 'admin' })).token);
    const listed = await t.app.inject({ url: '/api/jobs/failed', headers: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    const [job, ...others] = listed.json<{ jobs: { id: number }[] }>().jobs;
    expect(others).toEqual([]);
    expect(job).toMatchObject({
      kind: 'test-refused',
      attempts: MAX_ATTEMPTS,
      lastError: '550 mailbox odon@example.org unavailable',
    });

    refusing = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job!.id}/retry`,
      headers: admin,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    // Only a failed job is run again: twice is the second time unknown.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job!.id}/retry`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    await t.app.jobs.idle();
    expect(runs).toHaveLength(MAX_ATTEMPTS + 1);
    expect((await t.app.inject({ url: '/api/jobs/failed', headers: admin })).json()).toEqual({
      jobs: [],
    });
  });

  it('answers bad ids with a 4xx, and others than administrators with 401 or 403', async () => {
    const admin = bearer((await createUser(t, { level: 'admin' })).token);
    for (const [id, status] of [
      ['abc', 400],
      ['-1', 400],
      ['1.5', 400],
      ['99999999999', 404],
      ['424242', 404],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/jobs/${id}/retry`,
        headers: admin,
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(status);
    }
    const member = bearer((await createUser(t)).token);
    expect((await t.app.inject({ url: '/api/jobs/failed', headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/jobs/failed' })).statusCode).toBe(401);
    // An administrator without a second factor is told to set one up.
    const unsure = bearer((await createUser(t, { level: 'admin', secondFactor: false })).token);
    const refused = await t.app.inject({ url: '/api/jobs/failed', headers: unsure });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'SECOND_FACTOR_REQUIRED' });
  });
});
