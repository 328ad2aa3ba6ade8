import { invalidatePrefix } from '@/shared/api-client';
import { clearToken, storeToken } from '@/shared/auth/session';

// Cached answers may depend on who asked (starred flags, own contents...), so
// every change of session refetches them.

export function startSession(token: string): void {
  storeToken(token);
  void invalidatePrefix('/api/');
}

export function endSession(): void {
  clearToken();
  void invalidatePrefix('/api/');
}
