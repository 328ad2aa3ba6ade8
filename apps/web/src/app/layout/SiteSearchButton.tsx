import { lazy, Suspense, useEffect, useState } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import classes from './SiteHeader.module.css';
import unstyled from '@/shared/ui/unstyled.module.css';

// The dialog and its texts arrive when the search first opens, never with the page.
const SiteSearchDialog = lazy(() =>
  import('@/features/site-search').then((module) => ({ default: module.SiteSearchDialog })),
);

/** Whether a key press was meant for a field being typed in. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search: a button (also "/" and Ctrl+K anywhere) opening the
 * site-wide search. The button is the same for every visitor, so the server
 * renders it and the page does not move when the browser hydrates it.
 */
export function SiteSearchButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey &&
          !typing(event.target));
      if (!shortcut) return;
      event.preventDefault();
      setLoaded(true);
      setOpened(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className={`${unstyled.unstyled} ${classes.action}`}
        onClick={open}
        aria-label={t('search.open')}
        aria-keyshortcuts="/ Control+K"
        aria-haspopup="dialog"
      >
        <IconSearch size={18} aria-hidden />
        <span className={classes.searchText} aria-hidden>
          {t('search.button')}
        </span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SiteSearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
