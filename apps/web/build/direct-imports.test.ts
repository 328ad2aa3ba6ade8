import { describe, expect, it } from 'vitest';
import { directImports, indexDefinitions, type Definition } from './direct-imports';

const INDEX = `import { Box } from "./core/Box/Box.mjs";
import { useId as useMantineId } from "./hooks/use-id.mjs";
import { Popover, PopoverTarget } from "./components/Popover/Popover.mjs";
import { RemoveScroll } from "react-remove-scroll";
export { default as IconBell, default as IconBellRinging } from './icons/IconBell.mjs';
export * from "@tanstack/query-core";
export * as icons from './icons/index.mjs';

export { Box, Popover, PopoverTarget, RemoveScroll, useMantineId as useId };
`;

describe('imports name by name from an index module', () => {
  const definitions = indexDefinitions(INDEX, '/pkg/esm');

  it("reads where each of an index's names is defined", () => {
    expect(definitions.get('Box')).toEqual({ file: '/pkg/esm/core/Box/Box.mjs', name: 'Box' });
    expect(definitions.get('useId')).toEqual({
      file: '/pkg/esm/hooks/use-id.mjs',
      name: 'useId',
    });
    expect(definitions.get('IconBellRinging')).toEqual({
      file: '/pkg/esm/icons/IconBell.mjs',
      name: 'default',
    });
    // Another package's names, and namespaces, stay with the index.
    expect(definitions.has('RemoveScroll')).toBe(false);
    expect(definitions.has('icons')).toBe(false);
  });

  it('rewrites each name to its module, keeps local names, drops types', () => {
    const code = `import { useState } from 'react';
import { Box, type BoxProps, Popover as Pop, IconBell } from '@mantine/core';
import type { MantineTheme } from '@mantine/core';
const x = 1;`;
    expect(directImports(code, '@mantine/core', definitions))
      .toBe(`import { useState } from 'react';
import { Box } from "/pkg/esm/core/Box/Box.mjs"; import { Popover as Pop } from "/pkg/esm/components/Popover/Popover.mjs"; import { default as IconBell } from "/pkg/esm/icons/IconBell.mjs";
import type { MantineTheme } from '@mantine/core';
const x = 1;`);
  });

  it('leaves the names it cannot place with the package, and a file without the package alone', () => {
    const code = `import {\n  Box,\n  RemoveScroll,\n  QueryClient,\n} from "@mantine/core";`;
    expect(directImports(code, '@mantine/core', definitions)).toBe(
      `import { Box } from "/pkg/esm/core/Box/Box.mjs"; import { RemoveScroll, QueryClient } from '@mantine/core';`,
    );
    expect(
      directImports(`import { Box } from '@mantine/hooks';`, '@mantine/core', definitions),
    ).toBe(null);
  });

  it('drops an import of types only', () => {
    const types = new Map<string, Definition>();
    expect(
      directImports(`import { type A, type B } from '@mantine/core';`, '@mantine/core', types),
    ).toBe('');
  });
});
