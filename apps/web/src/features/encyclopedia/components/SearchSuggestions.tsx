import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import { useContentIndex } from '../api/get-content-index';
import { useCultures } from '../api/get-cultures';
import { searchSuggestions, suggestionsOf } from '../search';
import { ModIcon } from './ModPicture';
import classes from './SearchBox.module.css';

interface SearchSuggestionsProps {
  /** The words in the search box. */
  typed: string;
  /** Whether the list is open (the box has the focus and three letters). */
  shown: boolean;
  /** The list's id, named by the box's aria-controls. */
  listId: string;
  /** The suggestion the arrows have chosen. */
  chosen: number;
  /** Told the pages of the suggestions each time they change. */
  onFound: (paths: string[]) => void;
  /** A suggestion clicked. */
  onChoose: (path: string) => void;
}

/**
 * The encyclopedia search box's list (see SearchBox.tsx): loaded with the
 * index it searches once the reader turns to the box, it finds the entries
 * matching what is typed and tells the box which, so the box's arrows and
 * Enter move through them.
 */
export function SearchSuggestions({
  typed,
  shown,
  listId,
  chosen,
  onFound,
  onChoose,
}: SearchSuggestionsProps) {
  const { t } = useTranslation(NS);
  const cultures = useCultures();
  const index = useContentIndex();
  const all = useMemo(
    () => suggestionsOf(cultures.data ?? [], index.data ?? []),
    [cultures.data, index.data],
  );
  const found = useMemo(() => searchSuggestions(all, typed), [all, typed]);

  useEffect(() => onFound(found.map((s) => s.path)), [found, onFound]);

  if (!shown) return null;
  if (found.length === 0) {
    return (
      <p className={classes.list} role="status">
        {t('home.noResult')}
      </p>
    );
  }
  return (
    <ul className={classes.list} role="listbox" id={listId} aria-label={t('home.searchLabel')}>
      {found.map((s, i) => (
        <li
          key={s.path}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === chosen}
          className={classes.option}
          // The box keeps the focus while a suggestion is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(s.path)}
        >
          <ModIcon iconkey={s.iconkey} />
          <span>
            <span className={s.type === 'cultures' ? classes.culture : classes.name}>
              {s.label}
            </span>
            <span className={classes.kind}>
              {s.type === 'cultures'
                ? t('type.cultures')
                : `${t(`type.${s.type as 'villages'}`)} · ${s.culturelabel}`}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
