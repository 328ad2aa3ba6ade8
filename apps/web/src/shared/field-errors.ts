import type { MessageKey } from '@millenaire/contracts/errors';
import { ApiError, messageText } from './api-client';

/** Which form field each refusal of one call is about, by message key. */
export type RefusalFields<Field extends string> = Partial<Record<MessageKey, Field>>;

/**
 * The server's refusal as the text to show on `field`, when it belongs to that
 * field: an INVALID_INPUT naming it, or a key the form ties to it
 * (LOGIN_TAKEN to the username...). The notification still says it too; the
 * field shows where to act.
 */
export function refusalOnField<Field extends string>(
  error: unknown,
  field: Field,
  fields: RefusalFields<Field>,
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key = error.message as MessageKey;
  const owner = key === 'INVALID_INPUT' ? error.field : fields[key];
  return owner === field ? messageText(error.message) : undefined;
}
