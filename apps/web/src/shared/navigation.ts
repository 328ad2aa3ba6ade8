import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** React Router numbers its history entries; 0 means the visitor landed here. */
export function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** One page back, or to `fallback` when the previous page is not one of this site. */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasPreviousPage()) void navigate(-1);
    else void navigate(fallback);
  }, [navigate, fallback]);
}

/** Opens an address the server answers itself (not a page of the app), as a whole page load. */
export function openServerAddress(path: string): void {
  window.location.assign(path);
}
