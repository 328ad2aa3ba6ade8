import { fakeToken } from '@/test/tokens';

/** A token the client reads as the administrator's; the signature is the server's business. */
export const adminToken = (): string => fakeToken({ login: 'admin', role: 'admin', sub: '1' });
