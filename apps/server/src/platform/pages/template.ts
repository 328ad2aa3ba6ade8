import { PAGE_CONFIG_ELEMENT_ID, type PageConfig } from '@millenaire/contracts';
import type { Config } from '../../config.ts';
import { escapeXml } from './public-addresses.ts';

// What the server writes into the built index.html once, at start, for every
// page it sends: the page's settings and the configured third-party scripts.

/** The settings every page carries (links, donation button, coordinators' address). */
export function pageConfigOf(config: Config): PageConfig {
  return {
    links: config.links,
    donationButtonId: config.donationButtonId ?? null,
    coordinatorsEmail: config.coordinatorsEmail,
  };
}

/**
 * Writes the page's settings into index.html as a JSON data block: read before
 * the first render, never executed (so the content policy needs no exception).
 */
function withPageConfig(html: string, config: Config): string {
  const pageConfig = pageConfigOf(config);
  // '<' escaped so no value can close the element.
  const json = JSON.stringify(pageConfig).replace(/</g, '\\u003c');
  const block = `<script id="${PAGE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  // Module scripts run once the document is parsed, so the block may sit anywhere.
  for (const end of ['</head>', '</body>']) {
    if (html.includes(end)) return html.replace(end, `${block}${end}`);
  }
  return html + block;
}

/**
 * Page-view analytics and the ad provider, each when the configuration names
 * one, as scripts of every page's head: they load with the page, whether or
 * not the reader ever starts the app (the content policy allows their origins).
 */
function withSiteScripts(html: string, config: Config): string {
  const scripts = [config.analyticsScriptUrl, config.adsScriptUrl]
    .filter((url): url is string => url !== undefined)
    .map((url) => `<script async src="${escapeXml(url)}"></script>`);
  return html.replace('</head>', `${scripts.join('')}</head>`);
}

/** index.html with the page's settings and the site's scripts: each page's template. */
export function siteTemplate(indexHtml: string, config: Config): string {
  return withSiteScripts(withPageConfig(indexHtml, config), config);
}
