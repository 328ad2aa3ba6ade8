import { describe, expect, it } from 'vitest';
import { mantineStyleProblems } from './mantine-styles';

const core = '/app/node_modules/@mantine/core';
const classes = (path: string) => `${core}/esm/components/${path}.module.mjs`;
const styles = (name: string) => `${core}/styles/${name}.css`;
const GLOBALS = ['baseline', 'default-css-variables', 'global'].map(styles);

describe("the check of Mantine's stylesheets", () => {
  it('accepts one stylesheet per component the bundle kept, nested ones included', () => {
    const rendered = [
      classes('Button/Button'),
      classes('Radio/RadioCard/RadioCard'),
      '/app/src/x.ts',
    ];
    const imported = [...GLOBALS, styles('Button'), styles('RadioCard'), ...rendered];
    expect(mantineStyleProblems(rendered, imported)).toEqual([]);
  });

  it('names a component without its stylesheet, a stylesheet without its component and a missing global one', () => {
    const rendered = [classes('Button/Button'), classes('Menu/Menu')];
    const imported = [styles('baseline'), styles('global'), styles('Button'), styles('Table')];
    expect(mantineStyleProblems(rendered, imported)).toEqual([
      "'@mantine/core/styles/default-css-variables.css' is not imported",
      "Menu is used but '@mantine/core/styles/Menu.css' is not imported",
      "'@mantine/core/styles/Table.css' is imported but no Table is used",
    ]);
  });

  it('does not count a component the bundle dropped', () => {
    // Only what was rendered counts: a stylesheet kept for a dropped component is extra.
    expect(mantineStyleProblems([], [...GLOBALS, styles('Button')])).toEqual([
      "'@mantine/core/styles/Button.css' is imported but no Button is used",
    ]);
  });
});
