import { useCallback, useEffect, useRef, useState } from 'react';
import { TRANSLATION_PAGE_SIZE } from '@millenaire/contracts/translations';

const pageOf = (index: number) => Math.floor(index / TRANSLATION_PAGE_SIZE) + 1;

/**
 * The editor's pages of elements: the one shown (first the page of
 * `element`, a search result's), and moving to an element, which shows its
 * page, scrolls to it and focuses its first line (or the row, read-only).
 * Alt+↓ and Alt+↑ move to the element after or before the one being edited
 * (the first one when none is), across pages.
 */
export function useElementPages(keys: string[], element?: string) {
  const [page, setPage] = useState(() => {
    const at = element === undefined ? -1 : keys.indexOf(element);
    return at < 0 ? 1 : pageOf(at);
  });
  const pages = Math.max(1, Math.ceil(keys.length / TRANSLATION_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = keys.slice((current - 1) * TRANSLATION_PAGE_SIZE, current * TRANSLATION_PAGE_SIZE);

  /** The element to focus once its page is shown; each move asks again. */
  const focusKey = useRef(element);
  const [focusAsked, setFocusAsked] = useState(0);
  const moveTo = useCallback(
    (key: string) => {
      setPage(pageOf(keys.indexOf(key)));
      focusKey.current = key;
      setFocusAsked((n) => n + 1);
    },
    [keys],
  );
  useEffect(() => {
    const key = focusKey.current;
    if (key === undefined) return;
    const row = document.querySelector<HTMLElement>(`[data-testid="element-${CSS.escape(key)}"]`);
    if (!row) return;
    row.scrollIntoView({ block: 'center' });
    const input = row.querySelector<HTMLElement>('input');
    (input ?? row).focus({ preventScroll: true });
    focusKey.current = undefined;
  }, [focusAsked, current]);

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

  return { current, pages, shown, setPage };
}
