import { useEffect, useMemo, useState } from 'react';
import type * as StrengthModule from '@millenaire/contracts/password';
import type { PasswordStrength } from '@millenaire/contracts/password';

export type { PasswordStrength, StrengthLabel } from '@millenaire/contracts/password';

// zxcvbn and its en and fr dictionaries weigh about a megabyte (580 kB over
// the wire): they load in a chunk of their own at the first character typed
// in a new password, never with the page itself.
let loading: Promise<typeof StrengthModule> | undefined;
function loadStrength(): Promise<typeof StrengthModule> {
  loading ??= import('@millenaire/contracts/password');
  return loading;
}

function useStrengthModule(wanted: boolean): typeof StrengthModule | null {
  const [module, setModule] = useState<typeof StrengthModule | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    void loadStrength().then((loaded) => live && setModule(loaded));
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module;
}

/**
 * The strength of what is typed, judged as the server judges it: the login
 * (and e-mail) count as known words, so a password made of them scores low.
 * Null until something is typed and while the checker loads; until then no
 * password is acceptable.
 */
export function usePasswordStrength(
  password: string,
  userInputs: string[],
): PasswordStrength | null {
  const module = useStrengthModule(password !== '');
  const inputs = userInputs.filter((input) => input.trim() !== '').join('\n');
  return useMemo(
    () => module?.passwordStrength(password, inputs === '' ? [] : inputs.split('\n')) ?? null,
    [module, password, inputs],
  );
}
