import { lazy, startTransition, Suspense, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import { searchInputProps } from './search-input';

const SearchSuggestions = lazy(() =>
  import('./SearchSuggestions').then((m) => ({ default: m.SearchSuggestions })),
);

/**
 * The encyclopedia's search box. It arrives as a plain box; the suggestions'
 * code and the index of every entry they search load once the reader
 * focuses it, so the page itself carries neither. Until they are there the
 * plain box stays and keeps what is typed; the suggesting box then takes
 * its place, and the focus.
 */
export function SearchBox() {
  const { t } = useTranslation(NS);
  const [typed, setTyped] = useState('');
  const [wanted, setWanted] = useState(false);
  const plain = (
    <TextInput
      {...searchInputProps(t)}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      onFocus={() => startTransition(() => setWanted(true))}
    />
  );
  // Asked for in a transition, the suggestions wait inside a boundary that
  // already shows the plain box: it stays, focused, until they can replace it.
  return (
    <Suspense fallback={plain}>
      {wanted ? <SearchSuggestions typed={typed} setTyped={setTyped} /> : plain}
    </Suspense>
  );
}
