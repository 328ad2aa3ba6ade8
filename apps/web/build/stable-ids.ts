import type { Plugin } from 'vite';

/** Mantine's id hook, as the build finds it in @mantine/hooks. */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's id hook with the id React gives, the one the server rendered:
 * `mantine-` and React's useId, or the id the caller passed. Mantine's own
 * replaces it with a random id in a layout effect once mounted, which after
 * hydration re-rendered every field, menu and popover of the page and
 * rewrote their ids and labels' `for` in the document. The site has one
 * React root, so React's ids are unique in the page.
 */
export const STABLE_USE_ID = `import { useId as useReactId } from 'react';

export function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

/** Builds Mantine with the stable id hook, in the browser's build and the server renderer's. */
export function stableIds(): Plugin {
  return {
    name: 'millenaire-stable-ids',
    enforce: 'pre',
    load: (id) => (MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null),
  };
}
