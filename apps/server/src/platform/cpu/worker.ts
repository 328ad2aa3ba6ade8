import { passwordStrength, type PasswordStrength } from '@millenaire/contracts/password';

// Work run in the CPU pool's threads, one named export per task. Only pure
// functions belong here: a thread has no database, no logger, no request.

export function scorePassword({
  password,
  userInputs,
}: {
  password: string;
  userInputs: string[];
}): PasswordStrength {
  return passwordStrength(password, userInputs);
}
