import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../query-client';
import { currentSession, TOKEN_KEY } from './session';
import { endSession, startSession } from './session-actions';

async function cachedAnswer(url: string): Promise<void> {
  await queryClient.fetchQuery({ queryKey: [url], queryFn: () => 'answer' });
}

afterEach(() => queryClient.clear());

describe('starting and ending a session', () => {
  it('stores the token and refetches every cached answer', async () => {
    await cachedAnswer('/api/library/');
    startSession('h.e30.s');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('h.e30.s');
    expect(queryClient.getQueryState(['/api/library/'])?.isInvalidated).toBe(true);
  });

  it('forgets the token and refetches every cached answer', async () => {
    startSession('h.e30.s');
    await cachedAnswer('/api/library/');
    endSession();
    expect(currentSession()).toBeNull();
    expect(queryClient.getQueryState(['/api/library/'])?.isInvalidated).toBe(true);
  });
});
