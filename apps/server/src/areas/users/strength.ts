import { AppError } from '../../platform/http/errors.ts';
import type { UsersDeps } from './deps.ts';

/**
 * The spec's strength rule, the same function the web app's meter uses, run
 * in a worker thread: scoring takes long enough that, on the event loop, a few
 * requests at once would hold up every other answer.
 */
export async function checkStrength(
  { cpu }: Pick<UsersDeps, 'cpu'>,
  password: string,
  userInputs: string[],
): Promise<void> {
  const { acceptable } = await cpu.run('scorePassword', { password, userInputs });
  if (!acceptable) throw new AppError(400, 'WEAK_PASSWORD');
}
