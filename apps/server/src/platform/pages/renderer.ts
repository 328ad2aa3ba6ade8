import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { PageConfig } from '@millenaire/contracts/site';
import { apiTopic } from '../cache/writes.ts';

/** Where the web build puts its server renderer (apps/web/build/server-renderer.ts). */
export const RENDERER_FILE = path.join('.ssr', 'entry-server.js');

/** What the web app's server renderer answers for one page. */
export type RenderResult =
  | { kind: 'page'; html: string; failed: number | null }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' };

/**
 * An API answer as the renderer reads it (its `Answer`): a browser's
 * `Response` would have it too, but the in-process answer is already whole
 * text, and wrapping it in a stream cost more than the rest of the call.
 */
export interface InProcessAnswer {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

export interface RenderRequest {
  url: string;
  language: SiteLanguage;
  template: string;
  publicUrl: string;
  pageConfig: PageConfig;
  fetch: (url: string, init: RequestInit) => Promise<InProcessAnswer>;
  sessionPending: boolean;
}

interface RendererModule {
  render(request: RenderRequest): Promise<RenderResult>;
}

function answerOf(status: number, body: string): InProcessAnswer {
  return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) };
}

/** A render's result and the topics (API areas) its data came from. */
export type PageRenderer = (
  url: string,
  language: SiteLanguage,
  template: string,
  /** The visitor holds the session cookie: the page draws placeholders for what is personal. */
  sessionPending: boolean,
) => Promise<{ result: RenderResult; topics: Set<string> }>;

/** Marks the API calls of a page's render (made in-process, from no address of a client). */
export const PAGE_RENDER_HEADER = 'x-page-render';

/**
 * The web build's server renderer, bound to this app: its API calls are
 * answered in-process by the app's own routes (no socket, no token, so the
 * page is what any visitor would see). Null when the build has none (a build
 * from before server rendering, or tests that serve no web app).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  publicUrl: string,
  pageConfig: PageConfig,
): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as RendererModule;
  const inject = async (url: string, init: RequestInit): Promise<InProcessAnswer> => {
    // Pages only read; a renderer asking for anything else gets nothing.
    if ((init.method ?? 'GET') !== 'GET') return answerOf(405, '');
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [PAGE_RENDER_HEADER]: '1' },
    });
    const status = answer.statusCode;
    return answerOf(status, status === 204 || status === 304 ? '' : answer.payload);
  };
  return async (url, language, template, sessionPending) => {
    const topics = new Set<string>();
    const fetch = (apiUrl: string, init: RequestInit) => {
      const topic = apiTopic(apiUrl);
      if (topic) topics.add(topic);
      return inject(apiUrl, init);
    };
    const result = await module.render({
      url,
      language,
      template,
      publicUrl,
      pageConfig,
      fetch,
      sessionPending,
    });
    return { result, topics };
  };
}
