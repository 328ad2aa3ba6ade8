import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Pages load their code and data after the navigation; the heading comes with them. */
const WAIT_FOR_HEADING_MS = 5000;

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * After each navigation inside the site, focus moves to the new page's h1, so
 * a keyboard or screen-reader user starts on the page instead of tabbing
 * through the header again. The first page of a visit keeps the browser's
 * own start (the skip link comes first).
 */
export function useFocusHeadingAfterNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    const tryFocus = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
