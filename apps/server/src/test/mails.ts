import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from '../platform/mail.ts';

/** The messages written to the outbox (no SMTP configured), as text. */
export function readOutbox(dataDir: string): string[] {
  const dir = outboxDir(dataDir);
  try {
    return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** The reset link of a mail, with its e-mail and key parameters. */
export function resetLink(mail: string): URL {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(/https?:\/\/\S+\/user\/passwordreset\?\S+/);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0]);
}
