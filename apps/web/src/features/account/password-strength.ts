import { useEffect, useMemo, useState } from 'react';
import type * as StrengthModule from '@millenaire/contracts/password';
import type { PasswordStrength } from '@millenaire/contracts/password';

export type { PasswordStrength, StrengthLabel } from '@millenaire/contracts/password';

// zxcvbn and its en and fr dictionaries weigh about a megabyte: they load
// only when a screen that sets a password opens, in a chunk of their own.
let loading: Promise<typeof StrengthModule> | undefined;
function loadStrength(): Promise<typeof StrengthModule> {
  loading ??= import('@millenaire/contracts/password');
  return loading;
}

function useStrengthModule(): typeof StrengthModule | null {
  const [module, setModule] = useState<typeof StrengthModule | null>(null);
  useEffect(() => {
    let live = true;
    void loadStrength().then((loaded) => live && setModule(loaded));
    return () => {
      live = false;
    };
  }, []);
  return module;
}

/**
 * The strength of what is typed, judged as the server judges it: the login
 * (and e-mail) count as known words, so a password made of them scores low.
 * Null while the checker loads; until then no password is acceptable.
 */
export function usePasswordStrength(
  password: string,
  userInputs: string[],
): PasswordStrength | null {
  const module = useStrengthModule();
  const inputs = userInputs.filter((input) => input.trim() !== '').join('\n');
  return useMemo(
    () => module?.passwordStrength(password, inputs === '' ? [] : inputs.split('\n')) ?? null,
    [module, password, inputs],
  );
}
