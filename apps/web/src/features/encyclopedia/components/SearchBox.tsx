import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { SEARCH_MIN_CHARS } from '@millenaire/contracts/encyclopedia';
import { NS } from '../i18n';
import { searchKey } from '../search';
import { searchInputProps } from './search-input';
import classes from './SearchBox.module.css';

const SearchSuggestions = lazy(() =>
  import('./SearchSuggestions').then((m) => ({ default: m.SearchSuggestions })),
);

/**
 * The encyclopedia's search: suggestions from the third letter, matching
 * names whatever their case and accents, cultures first; the arrows move
 * through them, Enter opens the chosen one (the first at first), Escape
 * closes the list. The box is a combobox as ARIA describes one, the same
 * element from the server's HTML on: the list's code and the index of every
 * entry it searches load once the reader focuses the box or types in it (or
 * when the page comes alive with words already typed), so the page itself
 * carries neither, and nothing typed meanwhile is lost or moved.
 */
export function SearchBox() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const listId = useId();
  const box = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [paths, setPaths] = useState<string[]>([]);
  // The suggestion the arrows chose, by its page: it stays chosen when the
  // list grows as the index arrives; the first is chosen when there is none.
  const [chosenPath, setChosenPath] = useState<string | null>(null);
  const chosen = Math.max(0, chosenPath === null ? 0 : paths.indexOf(chosenPath));
  const shown = wanted && open && searchKey(typed).length >= SEARCH_MIN_CHARS;
  const choosable = shown && paths.length > 0;

  const want = () => {
    setOpen(true);
    startTransition(() => setWanted(true));
  };

  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };

  useEffect(() => {
    const input = box.current;
    if (!input) return;
    if (input.value !== '') setTyped(input.value);
    if (input.value !== '' || input === document.activeElement) {
      setOpen(true);
      startTransition(() => setWanted(true));
    }
  }, []);

  const move = (step: number) => {
    setOpen(true);
    if (paths.length > 0) setChosenPath(paths[(chosen + step + paths.length) % paths.length]!);
  };

  return (
    <div className={classes.box}>
      <TextInput
        {...searchInputProps(t)}
        ref={box}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={choosable ? `${listId}-${chosen}` : undefined}
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          // New words, new list: its first suggestion is the chosen one.
          setChosenPath(null);
          want();
        }}
        onFocus={want}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            move(event.key === 'ArrowDown' ? 1 : -1);
          } else if (event.key === 'Enter' && choosable) {
            event.preventDefault();
            go(paths[chosen]!);
          } else if (event.key === 'Escape' && shown) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions
            typed={typed}
            shown={shown}
            listId={listId}
            chosen={chosen}
            onFound={setPaths}
            onChoose={go}
          />
        </Suspense>
      )}
    </div>
  );
}
