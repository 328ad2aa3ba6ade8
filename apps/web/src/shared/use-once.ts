import { useState } from 'react';

/**
 * True from the first render where `condition` held, for good: a part whose
 * code loads on first use (a message, a dialog) mounts then and stays
 * mounted, so closing it still plays its transition.
 */
export function useOnce(condition: boolean): boolean {
  const [held, setHeld] = useState(condition);
  if (condition && !held) setHeld(true);
  return held || condition;
}
