import type { Page } from '@playwright/test';

/**
 * Hostile text, each piece setting its own number in window.__xss or showing
 * it in a dialog if it ever runs. What a member may type anywhere the site
 * shows text: markup, event handlers, script addresses, styles, broken and
 * disguised markup, ways out of a textarea, a title or a script element, and
 * the template syntaxes of other frameworks.
 */
export const XSS_PAYLOADS: string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<details open ontoggle="window.__xss=5"><summary>s5</summary></details>',
  '<body onload="window.__xss=6">b6</body>',
  '<a href="javascript:window.__xss=7">link7</a>',
  '<a href="JaVaScRiPt:window.__xss=8">link8</a>',
  '<a href="&#106;avascript:window.__xss=9">link9</a>',
  '<a href="java&#x09;script:window.__xss=10">link10</a>',
  '<a href="data:text/html,<script>parent.__xss=11</script>">link11</a>',
  '<iframe src="javascript:parent.__xss=12"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=13</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=14">',
  '<math href="javascript:window.__xss=15">m15</math>',
  '<svg><a xlink:href="javascript:window.__xss=16"><text y="20">s16</text></a></svg>',
  '<p style="background:url(javascript:window.__xss=17)">css17</p>',
  '<p style="width:expression(window.__xss=18)">css18</p>',
  '<div style="position:fixed;inset:0;z-index:99999;background:red" onmouseover="window.__xss=19">cover19</div>',
  '<img src=x onerror=alert(20)>',
  '<IMG SRC=x OnErRoR=window.__xss=21>',
  '<img src=x onerror="&#119;indow.__xss=22">',
  '&lt;img src=x onerror=window.__xss=23&gt;',
  '<<script>window.__xss=24//<</script>',
  '<img src=x onerror=window.__xss=25',
  '<!-- <img src=x onerror=window.__xss=26>',
  '<!--><img src=x onerror=window.__xss=27>-->',
  '</textarea><img src=x onerror=window.__xss=28>',
  '</title><img src=x onerror=window.__xss=29>',
  '</script><script>window.__xss=30</script>',
  '</script><img src=x onerror=window.__xss=31>',
  "{{constructor.constructor('window.__xss=32')()}}",
  '${alert(33)}',
  '"><img src=x onerror=window.__xss=34>',
  "'><svg onload=window.__xss=35>",
  '<form><button formaction="javascript:window.__xss=36">b36</button></form>',
  '<object data="javascript:window.__xss=37"></object>',
  '<embed src="data:text/html,<script>parent.__xss=38</script>">',
  '<input autofocus onfocus="window.__xss=39">',
  '<video><source onerror="window.__xss=40"></video>',
  "<style>@import 'javascript:window.__xss=41';</style>",
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=42">',
  '<base href="javascript:window.__xss=43//">',
  '<marquee onstart="window.__xss=44">m44</marquee>',
  '<div data-x="</script><script>window.__xss=45</script>">d45</div>',
  '<!--<script>window.__xss=46</script>',
  '<x onclick=window.__xss=47>click47</x>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=48>"></noscript>',
  '<svg><style><img src=x onerror=window.__xss=49></style></svg>',
  '<img src=x\nonerror=window.__xss=50>',
  '\u2028</script><script>window.__xss=51</script>',
];

/** Runs `tasks` a few at a time: the saves go through the API, not one by one, nor all at once. */
export async function inBatches<T>(tasks: (() => Promise<T>)[], size = 6): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += size) {
    results.push(...(await Promise.all(tasks.slice(start, start + size).map((task) => task()))));
  }
  return results;
}

/**
 * What a document shows of a payload having run or being ready to: the
 * sentinel, event-handler attributes anywhere, script addresses in links and
 * sources, frames or objects in the content, and scripts that are not the
 * site's own (a JSON block that no longer parses was broken out of). Without
 * `html`, the page as it is now; with it, that HTML as the browser parses it
 * (nothing in it runs), such as a page's server-rendered source.
 */
export async function xssTraces(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((source) => {
    const found: string[] = [];
    const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
    if (source === null) {
      const sentinel = (window as { __xss?: unknown }).__xss;
      if (sentinel !== undefined) found.push(`window.__xss = ${String(sentinel)}`);
    }
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    // Browsers ignore controls and spaces in a scheme: "java\tscript:" runs.
    // eslint-disable-next-line no-control-regex -- the controls are what this removes
    const scheme = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    const addressed = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
    for (const element of doc.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${name} on ${describe(element)}`);
        if (!addressed.includes(name)) continue;
        const value = scheme(attribute.value);
        if (value.startsWith('javascript:') || value.startsWith('data:text/html')) {
          found.push(`${name}=${attribute.value} on ${describe(element)}`);
        }
      }
    }
    const foreign = 'main iframe, main object, main embed, main base, main meta, main script';
    for (const element of doc.querySelectorAll(foreign)) found.push(describe(element));
    for (const script of doc.querySelectorAll('script')) {
      const type = (script.getAttribute('type') ?? '').toLowerCase();
      if (type === 'application/json' || type === 'application/ld+json') {
        try {
          JSON.parse(script.textContent ?? '');
        } catch {
          found.push(`JSON broken out of: ${describe(script)}`);
        }
      } else if (!script.hasAttribute('src') && (script.textContent ?? '').includes('__xss')) {
        found.push(`a script of the payload: ${describe(script)}`);
      }
    }
    return found;
  }, html ?? null);
}
