import { useEffect, useMemo } from 'react';
import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { SEARCH_MIN_CHARS } from '@millenaire/contracts/encyclopedia';
import { NS } from '../i18n';
import { useContentIndex } from '../api/get-content-index';
import { useCultures } from '../api/get-cultures';
import { searchKey, searchSuggestions, suggestionsOf } from '../search';
import { ModIcon } from './ModPicture';
import { searchInputProps } from './search-input';
import classes from './SearchBox.module.css';

/** What the search box hands its suggesting version: the words typed so far. */
export interface TypedWords {
  typed: string;
  setTyped: (typed: string) => void;
}

/**
 * The encyclopedia's search: suggestions from the third letter, matching
 * names whatever their case and accents, cultures first; arrows and Enter
 * choose one, and each leads to its page. Takes the focus as it appears.
 */
export function SearchSuggestions({ typed, setTyped }: TypedWords) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const cultures = useCultures();
  const index = useContentIndex();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const all = useMemo(
    () => suggestionsOf(cultures.data ?? [], index.data ?? []),
    [cultures.data, index.data],
  );
  const found = useMemo(() => searchSuggestions(all, typed), [all, typed]);
  const active = searchKey(typed).length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    // The first suggestion is chosen at once, so Enter opens it.
    if (found.length > 0) combobox.selectFirstOption();
  }, [found, combobox]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(path) => {
        combobox.closeDropdown();
        void navigate(path);
      }}
    >
      <Combobox.Target>
        <TextInput
          {...searchInputProps(t)}
          // It replaces the plain box the reader just focused (see SearchBox.tsx).
          autoFocus
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!active}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {found.length === 0 ? (
            <Combobox.Empty>{t('home.noResult')}</Combobox.Empty>
          ) : (
            found.map((s) => (
              <Combobox.Option value={s.path} key={s.path}>
                <Group gap="sm" wrap="nowrap">
                  <ModIcon iconkey={s.iconkey} />
                  <div>
                    <Text size="sm" fw={s.type === 'cultures' ? 700 : 500}>
                      {s.label}
                    </Text>
                    <Text size="xs" className={classes.kind}>
                      {s.type === 'cultures'
                        ? t('type.cultures')
                        : `${t(`type.${s.type as 'villages'}`)} · ${s.culturelabel}`}
                    </Text>
                  </div>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
