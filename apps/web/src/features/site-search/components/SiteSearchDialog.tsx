import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Anchor, Loader, Modal, TextInput } from '@mantine/core';
import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { canSaveTranslation } from '@millenaire/contracts/rules';
import { SITE_SEARCH_MIN, type SiteSearchHit } from '@millenaire/contracts/site';
import { useViewer } from '@/shared/auth/viewer';
import { useSiteLanguage } from '@/shared/i18n';
import { elementAddress, savedLanguage, TRANSLATION_COOKIE } from '@/shared/translation-languages';
import { useKeySearch, useSiteSearch } from '../api/site-search';
import { NS } from '../i18n';
import classes from './SiteSearchDialog.module.css';

/** Translation keys shown, as the areas' hits are. */
const KEYS_SHOWN = 6;

interface Group {
  id: string;
  label: string;
  hits: SiteSearchHit[];
  all?: string | null;
  more?: boolean;
}

/**
 * The header's search: the encyclopedia's cultures and items, the library's
 * creations and, for translators, the keys of their translation language, as
 * one types (from three letters), grouped by area. ↑ and ↓ move through the
 * results, Enter opens one, Escape closes.
 */
export function SiteSearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  const viewer = useViewer();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 150);
  const [active, setActive] = useState(0);
  const translator = canSaveTranslation(viewer);
  const keyLanguage = savedLanguage(TRANSLATION_COOKIE);
  const site = useSiteSearch(q, language);
  const keys = useKeySearch(q, keyLanguage, translator);
  const enough = q.trim().length >= SITE_SEARCH_MIN;

  const groups = useMemo<Group[]>(() => {
    if (!enough) return [];
    const found: Group[] = (site.data?.groups ?? []).map((group) => ({
      id: group.area,
      label: t(`areas.${group.area}`),
      hits: group.hits,
      all: group.all,
      more: group.more,
    }));
    const keyHits = (keys.data?.hits ?? []).slice(0, KEYS_SHOWN).map((hit) => ({
      title: hit.element,
      detail: `${hit.filekey} · ${(hit.translation ?? hit.reference).join(' ')}`,
      path: elementAddress(hit.filekey, 'en', keyLanguage, hit.element),
    }));
    if (translator && keyHits.length > 0) {
      found.push({
        id: 'translations',
        label: t('areas.translations', { language: keyLanguage }),
        hits: keyHits,
        more: (keys.data?.hits.length ?? 0) > KEYS_SHOWN || keys.data?.more,
      });
    }
    return found;
  }, [enough, site.data, keys.data, translator, keyLanguage, t]);

  const options = groups.flatMap((group) => group.hits.map((hit) => ({ group: group.id, hit })));
  const current = Math.min(active, Math.max(0, options.length - 1));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const open = (path: string) => {
    onClose();
    void navigate(path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + options.length) % options.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[current]!.hit.path);
    }
  };

  const loading = enough && (site.isFetching || (translator && keys.isFetching));
  // Where each group's options start in the list that ↑ and ↓ move through.
  const starts = groups.map((_, g) =>
    groups.slice(0, g).reduce((n, group) => n + group.hits.length, 0),
  );
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" yOffset="8vh">
      <Modal.Overlay />
      <Modal.Content>
        {/* A <header> here would be a second banner landmark beside the site's own. */}
        <Modal.Header {...{ component: 'div' }}>
          <Modal.Title>{t('title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('close')} />
        </Modal.Header>
        <Modal.Body className={classes.body}>
          <TextInput
            data-autofocus
            type="search"
            aria-label={t('title')}
            placeholder={t('label')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={loading ? <Loader size="xs" /> : null}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
          />
          <Text size="xs" c="dimmed" mt={6}>
            {enough ? t('keys') : t('hint', { count: SITE_SEARCH_MIN })}
          </Text>
          <div id={listId} role="listbox" aria-label={t('title')} className={classes.results}>
            {groups.map((group, g) => (
              <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`}>
                <Text id={`${listId}-${group.id}`} className={classes.groupLabel}>
                  {group.label}
                </Text>
                {group.hits.map((hit, i) => {
                  const at = starts[g]! + i;
                  return (
                    <Link
                      key={hit.path}
                      id={optionId(at)}
                      to={hit.path}
                      role="option"
                      aria-selected={at === current}
                      className={classes.option}
                      data-active={at === current || undefined}
                      onMouseEnter={() => setActive(at)}
                      onClick={onClose}
                      tabIndex={-1}
                    >
                      <span className={classes.optionTitle}>{hit.title}</span>
                      <span className={classes.optionDetail}>{hit.detail}</span>
                    </Link>
                  );
                })}
                {group.more && group.all && (
                  <Anchor
                    component={Link}
                    to={group.all}
                    size="sm"
                    onClick={onClose}
                    className={classes.all}
                  >
                    {t('all')}
                  </Anchor>
                )}
                {group.more && !group.all && (
                  <Text size="xs" c="dimmed" className={classes.all}>
                    {t('more')}
                  </Text>
                )}
              </div>
            ))}
          </div>
          {enough && !loading && site.isSuccess && groups.length === 0 && (
            <Stack mt="md">
              <Text c="dimmed">{t('nothing', { q: q.trim() })}</Text>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
