import { createContext, useContext } from 'react';

/** An image a link preview shows, as absolute or site-relative address. */
export interface HeadImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** One step of the page's place in the site, for the BreadcrumbList. */
export interface Crumb {
  name: string;
  /** Site-relative path, without the language parameter. */
  path: string;
}

/**
 * What the page says about itself in the document's head: its title,
 * a description from its own text, the picture a link preview shows, its
 * breadcrumbs, and structured data (JSON-LD objects without `@context`).
 */
export interface HeadFacts {
  title?: string;
  description?: string;
  image?: HeadImage;
  breadcrumbs?: Crumb[];
  /** Open Graph type: 'article' for an item or a creation, 'website' by default. */
  type?: 'website' | 'article';
  structuredData?: object[];
  /** The page's Atom feed: its path and filters, the language added as for the page. */
  feed?: { title: string; path: string; search?: string };
}

const HeadContext = createContext<HeadFacts | null>(null);

/** Given by the server renderer: the page's render writes its head facts into it. */
export const HeadCollector = HeadContext.Provider;

/**
 * Records facts of the page's head while the server renders it (the render is
 * synchronous, so what the page draws and what its head says come from the
 * same data). In the browser it does nothing: the head only matters to the
 * crawler or link preview reading the server's HTML, and the document title
 * is kept by `usePageTitle`.
 */
export function useHead(facts: HeadFacts): void {
  const head = useContext(HeadContext);
  if (head) Object.assign(head, facts);
}

/** The first sentence of a text (or its first 160 characters), for a meta description. */
export function firstSentence(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  const sentence = end >= 0 ? flat.slice(0, end + 1) : flat;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
