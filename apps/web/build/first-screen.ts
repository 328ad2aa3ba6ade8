import type { Plugin } from 'vite';

/**
 * Orders index.html for the first screen: a page the server rendered shows
 * from its HTML and the stylesheet alone, so the stylesheet comes first and
 * the scripts, which only make it interactive, are fetched at low priority
 * (on a slow connection they would otherwise share its bandwidth and hold
 * the first paint back by a second or more).
 */
export function firstScreenOrder(html: string): string {
  const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  let ordered = html;
  if (/<script type="module"/.test(html)) {
    for (const link of stylesheets) ordered = ordered.replace(link, '');
    const firstScript = ordered.search(/[ \t]*<script type="module"/);
    ordered = ordered.slice(0, firstScript) + stylesheets.join('') + ordered.slice(firstScript);
  }
  return ordered
    .replace(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

export function firstScreen(): Plugin {
  return {
    name: 'millenaire-first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: { order: 'post', handler: firstScreenOrder },
  };
}
