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
