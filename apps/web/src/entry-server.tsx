/**
 * The server renderer: built by `vite build` beside the browser's app
 * (dist/.ssr/entry-server.js) and called by the server for each public page.
 * It runs the matched routes' loaders with a query client of its own, whose
 * calls reach the API in-process, renders the page to HTML in its language,
 * and writes the page's head and the state the browser hydrates from.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { SITE_LANGUAGES, type SiteLanguage } from '@millenaire/contracts/common';
import type { PageConfig } from '@millenaire/contracts/site';
import { setTransport, type Transport } from '@/shared/api-client';
import { setPageConfig } from '@/shared/external-links';
import { HeadCollector, type HeadFacts } from '@/shared/head';
import { i18n } from '@/shared/i18n';
import { createQueryClient } from '@/shared/query-client';
import { headTags, scriptJson } from './app/head-tags';
import { pageQueries, type PageState } from './app/page-state';
import { PAGE_STATE_ELEMENT_ID, WAITS_FOR_READER_ATTRIBUTE } from './app/start-on-intent';
import { AppProviders } from './app/providers';
import { routes, type PageHandle, type ServerLoadContext } from './app/router';

export interface RenderRequest {
  /** Path and query, as the visitor asked. */
  url: string;
  language: SiteLanguage;
  /** index.html with the page's settings, `<html lang>` already set. */
  template: string;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  /** The settings the server writes into every page (links, donation button). */
  pageConfig: PageConfig;
  /** Answers the page's API calls (the server's own routes, in-process). */
  fetch: Transport['fetch'];
  /** The visitor holds the session cookie: personal parts are drawn as placeholders. */
  sessionPending: boolean;
}

export type RenderResult =
  /** The page's HTML; `failed` when one of its data calls answered 5xx. */
  | { kind: 'page'; html: string; failed: number | null }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered page: send the app's shell. */
  | { kind: 'shell' };

const handler = createStaticHandler(routes);

/** Every language's texts, fetched once: each page is then rendered in its own without waiting. */
const allTexts = Promise.all(SITE_LANGUAGES.map((language) => i18n.load(language)));

const pageFactsOf = (context: StaticHandlerContext) =>
  (context.matches.at(-1)?.route.handle as PageHandle | undefined)?.facts;

function withHead(template: string, head: string): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace('</head>', `${head}</head>`);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  await allTexts;
  const url = new URL(request.url, request.publicUrl);
  const client = createQueryClient();
  let failed: number | null = null;
  setTransport(client, {
    anonymous: true,
    fetch: async (path, init) => {
      const response = await request.fetch(path, init);
      if (response.status >= 500) failed = Math.max(failed ?? 0, response.status);
      return response;
    },
  });
  const requestContext: ServerLoadContext = { client, language: request.language };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location) return { kind: 'redirect', status: context.status, location };
    return { kind: 'shell' };
  }
  if (pageFactsOf(context)?.rendered !== true || context.errors) return { kind: 'shell' };

  // The render is synchronous from here: no other page can change the language under it.
  void i18n.changeLanguage(request.language);
  setPageConfig(request.pageConfig);
  const facts: HeadFacts = {};
  const router = createStaticRouter(handler.dataRoutes, context);
  const root = renderToString(
    <StrictMode>
      <HeadCollector value={facts}>
        <AppProviders client={client} sessionPending={request.sessionPending}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadCollector>
    </StrictMode>,
  );
  const head = headTags({
    facts,
    language: request.language,
    path: url.pathname,
    search: url.search,
    publicUrl: request.publicUrl,
    siteName: i18n.t('app.name'),
    siteDescription: i18n.t('app.description'),
    siteImage: { url: '/icon-512.png', width: 512, height: 512 },
  });
  const state: PageState = {
    language: request.language,
    sessionPending: request.sessionPending,
    queries: pageQueries(client),
    router: { loaderData: context.loaderData, actionData: null, errors: null },
  };
  // A visitor's page is whole without the app: the browser starts it when the
  // reader first reaches for the page (start.ts). A member's placeholders, and
  // a page that acts by itself, need it at once.
  const waits = !request.sessionPending && pageFactsOf(context)?.actsOnItsOwn !== true;
  const stateBlock = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json"${waits ? ` ${WAITS_FOR_READER_ATTRIBUTE}` : ''}>${scriptJson(state)}</script>`;
  const html = withHead(request.template, head).replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${root}</div>${stateBlock}`,
  );
  client.clear();
  return { kind: 'page', html, failed };
}
