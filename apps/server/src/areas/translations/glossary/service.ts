import {
  searchFold,
  type Glossary,
  type GlossaryTerm,
  type GlossaryTermInput,
} from '@millenaire/contracts/translations';
import { encyclopediaNames } from '../../encyclopedia/index.ts';
import type { Actor } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from '../deps.ts';
import { ensureLanguage } from '../file-info.ts';
import { listTerms, setDeleted, upsertTerm, type TermRow } from './repository.ts';

/** The language the encyclopedia's names are written in besides English. */
const ENCYCLOPEDIA_LANGUAGE = 'fr';

const termKey = (term: string) => searchFold(term).trim();

const toTerm = (row: TermRow): GlossaryTerm => ({
  id: row.id,
  term: row.term,
  translation: row.translation,
  source: 'site',
});

/** The encyclopedia's English names with their French, once each; kept until it changes. */
async function namedTerms(deps: TranslationsDeps): Promise<GlossaryTerm[]> {
  return deps.names.fetch(ENCYCLOPEDIA_LANGUAGE, async () => {
    const seen = new Set<string>();
    return (await encyclopediaNames(deps.db)).flatMap(({ kind, en, fr }) => {
      const key = `${termKey(en)}\n${fr}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ id: null, term: en, translation: fr, source: kind }];
    });
  });
}

/**
 * A language's glossary: the terms its administrators added and, in French,
 * the encyclopedia's culture, villager, building and trade-good names (a
 * term an administrator set for the same English wins), in English order.
 */
export async function getGlossary(deps: TranslationsDeps, language: string): Promise<Glossary> {
  await ensureLanguage(deps, language);
  if (language === COMPLETION_REFERENCE) return { terms: [] };
  const own = (await listTerms(deps.db, language)).map(toTerm);
  const set = new Set(own.map((term) => termKey(term.term)));
  const named =
    language === ENCYCLOPEDIA_LANGUAGE
      ? (await namedTerms(deps)).filter((term) => !set.has(termKey(term.term)))
      : [];
  const terms = [...own, ...named].sort(
    (a, b) => a.term.localeCompare(b.term, 'en') || a.translation.localeCompare(b.translation),
  );
  return { terms };
}

/** Adds a term to a language's glossary, or changes its translation (administrators). */
export async function addTerm(
  deps: TranslationsDeps,
  viewer: Actor,
  language: string,
  input: GlossaryTermInput,
): Promise<GlossaryTerm> {
  await ensureLanguage(deps, language);
  const row = await upsertTerm(deps.db, {
    language,
    term: input.term.trim(),
    termKey: termKey(input.term),
    translation: input.translation.trim(),
    by: viewer.id,
    at: deps.clock.now().toISOString(),
  });
  return toTerm(row);
}

/** Removes a term an administrator added (`removed`), or takes the removal back. */
export async function setTermRemoved(
  deps: TranslationsDeps,
  language: string,
  id: number,
  removed: boolean,
): Promise<GlossaryTerm> {
  const at = removed ? deps.clock.now().toISOString() : null;
  const row = await setDeleted(deps.db, language, id, at);
  if (!row) throw notFound();
  return toTerm(row);
}
