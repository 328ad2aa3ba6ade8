import { describe, expect, it } from 'vitest';
import { MC_COLOURS, parseRuns, parseText, styleColour } from './mc-text';

describe('travel-book text codes', () => {
  it('colours runs and resets them', () => {
    expect(parseRuns('Build in §6timber§r and stone.')).toEqual([
      { text: 'Build in ' },
      { text: 'timber', colour: MC_COLOURS['6'] },
      { text: ' and stone.' },
    ]);
  });

  it('stacks bold and italic until a colour or a reset', () => {
    expect(parseRuns('§lA §ogreat§4 hall')).toEqual([
      { text: 'A ', bold: true },
      { text: 'great', bold: true, italic: true },
      { text: ' hall', colour: MC_COLOURS['4'] },
    ]);
  });

  it('resets to the line colour given by the style, and ignores unknown codes', () => {
    const red = styleColour('§4');
    expect(red).toBe(MC_COLOURS['4']);
    expect(parseRuns('a§lb§rc§zd', red)).toEqual([
      { text: 'a', colour: red },
      { text: 'b', colour: red, bold: true },
      { text: 'c', colour: red },
      { text: 'd', colour: red },
    ]);
    expect(styleColour('header')).toBeUndefined();
    expect(styleColour('')).toBeUndefined();
  });

  it('breaks lines at <ret> and keeps a lone § at the end', () => {
    expect(parseText('One<ret>Two §')).toEqual([[{ text: 'One' }], [{ text: 'Two §' }]]);
    expect(parseText('')).toEqual([[]]);
  });
});
