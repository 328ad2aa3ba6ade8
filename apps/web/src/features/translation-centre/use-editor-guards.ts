import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** Ctrl+S (or Cmd+S) saves instead of saving the page. */
export function useSaveShortcut(save: () => Promise<void>): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  }, [save]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      void latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Alt+↓ and Alt+↑: the element after or before the one being edited (the
 * first one when none is), wherever it is among `keys`.
 */
export function useElementKeys(keys: string[], moveTo: (key: string) => void): void {
  const latest = useRef({ keys, moveTo });
  useEffect(() => {
    latest.current = { keys, moveTo };
  }, [keys, moveTo]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      const { keys: all, moveTo: move } = latest.current;
      const row = (event.target as Element | null)?.closest?.('[data-element]');
      const at = row ? all.indexOf(row.getAttribute('data-element') ?? '') : -1;
      const next = at === -1 ? 0 : at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0 || next >= all.length) return;
      event.preventDefault();
      move(all[next]!);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Leaving with unsaved changes asks first, when closing the tab and, if
 * `askInSite`, inside the site too; `onLeave` runs once the user chose to go.
 */
export function useLeaveGuard(
  dirty: boolean,
  askInSite: boolean,
  question: string,
  onLeave: () => void,
): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && askInSite && currentLocation.pathname !== nextLocation.pathname,
  );
  const latestOnLeave = useRef(onLeave);
  useEffect(() => {
    latestOnLeave.current = onLeave;
  }, [onLeave]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!window.confirm(question)) {
      blocker.reset();
      return;
    }
    latestOnLeave.current();
    blocker.proceed();
  }, [blocker, question]);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
}
