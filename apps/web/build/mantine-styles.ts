import type { Plugin } from 'vite';

/** A Mantine component's class names: `@mantine/core/esm/.../Button/Button.module.mjs`. */
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
/** A component's stylesheet, as src/app/mantine-styles.ts imports it. */
const COMPONENT_STYLES = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css$/;
/** The stylesheets every page needs, whatever the components. */
const GLOBAL_STYLES = new Set(['baseline', 'default-css-variables', 'global']);

const names = (ids: Iterable<string>, pattern: RegExp): Set<string> =>
  new Set([...ids].flatMap((id) => pattern.exec(id)?.[1] ?? []));

/**
 * What is wrong with the Mantine stylesheets the site imports, as sentences
 * (empty when right): a component in the bundle without its stylesheet would
 * show unstyled; a stylesheet of no component in the bundle is bytes every
 * visitor downloads for nothing; the global ones must all be there.
 * `rendered` are the modules the bundle kept, `imported` every module id.
 */
export function mantineStyleProblems(
  rendered: Iterable<string>,
  imported: Iterable<string>,
): string[] {
  const used = names(rendered, COMPONENT_CLASSES);
  const styled = names(imported, COMPONENT_STYLES);
  const problems: string[] = [];
  for (const name of GLOBAL_STYLES) {
    if (!styled.has(name)) problems.push(`'@mantine/core/styles/${name}.css' is not imported`);
  }
  for (const name of [...used].sort()) {
    if (!styled.has(name)) {
      problems.push(`${name} is used but '@mantine/core/styles/${name}.css' is not imported`);
    }
  }
  for (const name of [...styled].sort()) {
    if (!used.has(name) && !GLOBAL_STYLES.has(name)) {
      problems.push(`'@mantine/core/styles/${name}.css' is imported but no ${name} is used`);
    }
  }
  return problems;
}

/**
 * Fails the build when the Mantine stylesheets of src/app/mantine-styles.ts
 * and the components in the bundle disagree (see `mantineStyleProblems`).
 */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'millenaire-mantine-styles-check',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const rendered = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? Object.entries(output.modules).flatMap(([id, module]) =>
              module.renderedLength > 0 ? [id] : [],
            )
          : [],
      );
      const problems = mantineStyleProblems(rendered, this.getModuleIds());
      if (problems.length > 0) {
        this.error(
          `Mantine's stylesheets (src/app/mantine-styles.ts) and its components disagree:\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}
