import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@millenaire/contracts/common';
import type en from './en.json';

/*
 * The site's texts: one catalogue per namespace and language (the shell's
 * 'translation', and one per feature, added when its chunk loads), read by
 * `t(key, values)`:
 *   - a key is a dotted path in the catalogue ('menu.home'); 'translation:'
 *     before it reads the shell's catalogue from a feature's page;
 *   - `{{name}}` in a text is replaced by the value of that name;
 *   - with `count`, the text is the key's plural form for the language
 *     (`key_one`, `key_other`, by Intl.PluralRules), `key_other` when the
 *     form is missing;
 *   - `returnObjects: true` gives a list as it is (paragraphs);
 *   - a text missing in French is the English one; missing in both, the key
 *     itself (or `defaultValue`), and `onMissing` hears of it.
 */

/** The catalogues' types by namespace; each feature adds its own (its i18n/index.ts). */
export interface Catalogues {
  translation: typeof en;
}
export type Namespace = keyof Catalogues;

type Plural = `_${Intl.LDMLPluralRule}`;
type WithoutPlural<K extends string> = K extends `${infer Base}${Plural}` ? Base : K;

/** Every key of a catalogue: its texts' dotted paths, plural forms as their base key. */
export type KeysOf<T> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[]
    ? WithoutPlural<K>
    : `${K}.${KeysOf<T[K]>}`;
}[keyof T & string];

type ValueAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? ValueAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : string;

type Namespaces = Namespace | readonly Namespace[];
type MainNamespace<N extends Namespaces> = N extends readonly [infer First, ...unknown[]]
  ? First & Namespace
  : N & Namespace;
type ShellKey = `translation:${KeysOf<Catalogues['translation']>}`;

/** The keys a `t` of these namespaces reads: its first namespace's, and the shell's prefixed. */
export type TextKey<N extends Namespaces> = KeysOf<Catalogues[MainNamespace<N>]> | ShellKey;

type ValueOf<N extends Namespaces, K extends string> = K extends `translation:${infer Key}`
  ? ValueAt<Catalogues['translation'], Key>
  : ValueAt<Catalogues[MainNamespace<N>], K>;

export interface TextOptions {
  /** Chooses the plural form, and is a value like the others. */
  count?: number;
  /** What to show when no catalogue has the key. */
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
}

/** Reads the texts of one or more namespaces, in the current language. */
export interface TFunction<N extends Namespaces = 'translation'> {
  <K extends TextKey<N>>(key: K, options: TextOptions & { returnObjects: true }): ValueOf<N, K>;
  <K extends TextKey<N>>(key: K, options?: TextOptions): string;
  /** A key made at run time, with the text to show when no catalogue has it. */
  (key: string, options: TextOptions & { defaultValue: string }): string;
}

type Catalogue = { [key: string]: unknown };

const catalogues = new Map<string, Catalogue>();
/** The namespaces whose catalogues come in a chunk per language, fetched when that language is. */
const loaders = new Map<string, (language: SiteLanguage) => Promise<object>>();
const listeners = new Set<() => void>();
let current: SiteLanguage = DEFAULT_SITE_LANGUAGE;

/** The loaded namespaces' catalogues in `language` still to fetch. */
function unloaded(language: SiteLanguage): [string, (language: SiteLanguage) => Promise<object>][] {
  return [...loaders].filter(([namespace]) => !catalogues.has(catalogueKey(language, namespace)));
}

const catalogueKey = (language: SiteLanguage, namespace: string) => `${language}/${namespace}`;

function valueAt(catalogue: Catalogue | undefined, path: string): unknown {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

const pluralRules = new Map<SiteLanguage, Intl.PluralRules>();
function pluralForm(language: SiteLanguage, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The value of a key in one language, its plural form chosen by `count`. */
function lookup(language: SiteLanguage, namespace: string, key: string, count: unknown): unknown {
  const catalogue = catalogues.get(catalogueKey(language, namespace));
  if (typeof count === 'number') {
    const form = valueAt(catalogue, `${key}_${pluralForm(language, count)}`);
    if (form !== undefined) return form;
    const other = valueAt(catalogue, `${key}_other`);
    if (other !== undefined) return other;
  }
  return valueAt(catalogue, key);
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function interpolate(text: string, values: TextOptions): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values && values[name] !== undefined ? String(values[name]) : whole,
  );
}

/** Who hears of a key no catalogue has (tests use it to find raw keys on a page). */
export const missingKeys: {
  listener: ((language: SiteLanguage, namespace: string, key: string) => void) | null;
} = { listener: null };

function translate(
  language: SiteLanguage,
  namespaces: readonly string[],
  fullKey: string,
  options: TextOptions = {},
): unknown {
  const colon = fullKey.indexOf(':');
  const [searched, key] =
    colon > 0 ? [[fullKey.slice(0, colon)], fullKey.slice(colon + 1)] : [namespaces, fullKey];
  const languages =
    language === DEFAULT_SITE_LANGUAGE ? [language] : [language, DEFAULT_SITE_LANGUAGE];
  for (const lang of languages) {
    for (const namespace of searched) {
      const value = lookup(lang, namespace, key, options.count);
      if (typeof value === 'string') return interpolate(value, options);
      if (Array.isArray(value) && options.returnObjects) return value;
    }
  }
  missingKeys.listener?.(language, searched[0] ?? '', key);
  return options.defaultValue ?? key;
}

/** A `t` reading these namespaces in `language`. */
export function textsIn<const N extends Namespaces>(
  language: SiteLanguage,
  namespaces: N,
): TFunction<N> {
  const list =
    typeof namespaces === 'string' ? [namespaces] : [...(namespaces as readonly string[])];
  return ((key: string, options?: TextOptions) =>
    translate(language, list, key, options)) as TFunction<N>;
}

/** The site's texts outside React: the language, its change, and the shell's `t`. */
export const i18n = {
  get language(): SiteLanguage {
    return current;
  },
  /** The shell's texts in the current language. */
  t: ((key: string, options?: TextOptions) =>
    translate(current, ['translation'], key, options)) as TFunction,
  /**
   * Switches every text of the page; resolves once the page's texts have
   * changed. With the language's catalogues already there (load), the switch
   * is made before this returns: the server renders each page synchronously
   * after it.
   */
  changeLanguage(language: SiteLanguage): Promise<void> {
    const switchTo = () => {
      if (language === current) return;
      current = language;
      for (const listener of [...listeners]) listener();
    };
    if (unloaded(language).length === 0) {
      switchTo();
      return Promise.resolve();
    }
    return i18n.load(language).then(switchTo);
  },
  /** Fetches the catalogues a language still lacks, without switching to it. */
  async load(language: SiteLanguage): Promise<void> {
    await Promise.all(
      unloaded(language).map(async ([namespace, load]) =>
        i18n.addCatalogue(language, namespace, await load(language)),
      ),
    );
  },
  /** Adds (or replaces) a namespace's catalogue in one language. */
  addCatalogue(language: SiteLanguage, namespace: string, catalogue: object): void {
    catalogues.set(catalogueKey(language, namespace), catalogue as Catalogue);
  },
  /**
   * A namespace whose catalogues are fetched a language at a time, when the
   * page switches to it (or load asks): a reader downloads only their own.
   */
  addLoader(namespace: string, load: (language: SiteLanguage) => Promise<object>): void {
    loaders.set(namespace, load);
  },
  /** Calls `listener` after each change of language; returns its removal. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const languageNow = () => current;

/** The current language; the component renders again when it changes. */
export function useLanguage(): SiteLanguage {
  return useSyncExternalStore(i18n.subscribe, languageNow, languageNow);
}

/** The texts of a page in the current language; the page renders again when it changes. */
export function useTranslation<const N extends Namespaces = 'translation'>(
  namespaces: N = 'translation' as N,
): { t: TFunction<N>; i18n: typeof i18n } {
  const language = useLanguage();
  const key = typeof namespaces === 'string' ? namespaces : namespaces.join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the namespaces
  const t = useMemo(() => textsIn(language, namespaces), [language, key]);
  return { t, i18n };
}
