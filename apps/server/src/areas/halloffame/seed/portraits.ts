// Avatars drawn for this site's demo hall of fame: blocky 16 x 16 portraits in
// the look of a Minecraft player's head (the page shows avatars pixelated),
// written as SVG and rasterised by the seed.

export type Hair = 'short' | 'long' | 'bald' | 'hood';
export type Emblem = 'builder' | 'translator' | 'artist';

export interface Portrait {
  background: string;
  skin: string;
  hair: string;
  hairStyle: Hair;
  eyes: string;
  shirt: string;
  beard?: string;
  glasses?: boolean;
  emblem: Emblem;
}

const SIDE = 16;
/** Pixels per cell: 224 px, twice the card's 112 px, for sharp screens. */
const CELL = 14;
const OUTLINE = '#2b1f15';

type Grid = string[][];

function fill(grid: Grid, x0: number, y0: number, x1: number, y1: number, colour: string) {
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) grid[y]![x] = colour;
  }
}

function hair(grid: Grid, p: Portrait) {
  switch (p.hairStyle) {
    case 'short':
      fill(grid, 4, 2, 11, 3, p.hair);
      fill(grid, 4, 4, 4, 5, p.hair);
      fill(grid, 11, 4, 11, 5, p.hair);
      return;
    case 'long':
      fill(grid, 4, 2, 11, 3, p.hair);
      fill(grid, 3, 3, 4, 11, p.hair);
      fill(grid, 11, 3, 12, 11, p.hair);
      return;
    case 'bald':
      fill(grid, 4, 5, 4, 6, p.hair);
      fill(grid, 11, 5, 11, 6, p.hair);
      return;
    case 'hood':
      fill(grid, 3, 1, 12, 3, p.hair);
      fill(grid, 3, 4, 4, 11, p.hair);
      fill(grid, 11, 4, 12, 11, p.hair);
  }
}

function face(grid: Grid, p: Portrait) {
  fill(grid, 4, 3, 11, 10, p.skin);
  hair(grid, p);
  fill(grid, 5, 6, 6, 6, '#ffffff');
  fill(grid, 9, 6, 10, 6, '#ffffff');
  fill(grid, 6, 6, 6, 6, p.eyes);
  fill(grid, 10, 6, 10, 6, p.eyes);
  if (p.glasses) {
    for (const x of [4, 7, 8, 11]) fill(grid, x, 6, x, 6, OUTLINE);
    fill(grid, 5, 5, 6, 5, OUTLINE);
    fill(grid, 9, 5, 10, 5, OUTLINE);
    fill(grid, 5, 7, 6, 7, OUTLINE);
    fill(grid, 9, 7, 10, 7, OUTLINE);
  }
  fill(grid, 7, 8, 8, 8, '#b86b5a');
  if (p.beard) {
    fill(grid, 4, 8, 6, 10, p.beard);
    fill(grid, 9, 8, 11, 10, p.beard);
    fill(grid, 6, 9, 9, 10, p.beard);
  }
  fill(grid, 6, 11, 9, 11, p.skin);
  fill(grid, 2, 12, 13, 15, p.shirt);
  fill(grid, 6, 12, 9, 12, p.skin);
}

/** A sign of what the person does, in the bottom right corner. */
function emblem(grid: Grid, kind: Emblem) {
  switch (kind) {
    case 'builder':
      fill(grid, 12, 12, 15, 15, '#b5562f');
      fill(grid, 12, 13, 15, 13, '#e9d9a6');
      fill(grid, 13, 14, 13, 15, '#e9d9a6');
      return;
    case 'translator':
      fill(grid, 9, 11, 15, 14, '#ffffff');
      fill(grid, 10, 15, 10, 15, '#ffffff');
      for (const x of [10, 12, 14]) fill(grid, x, 13, x, 13, OUTLINE);
      return;
    case 'artist':
      fill(grid, 11, 12, 15, 15, '#e6be4a');
      fill(grid, 12, 13, 12, 13, '#c92a2a');
      fill(grid, 14, 13, 14, 13, '#1f6fb8');
      fill(grid, 13, 14, 13, 14, '#1f8a5b');
  }
}

/** A portrait as an SVG image, 224 px square. */
export function portraitSvg(p: Portrait): Buffer {
  const grid: Grid = Array.from({ length: SIDE }, () => Array<string>(SIDE).fill(p.background));
  face(grid, p);
  emblem(grid, p.emblem);
  const cells = grid.flatMap((row, y) =>
    row.map(
      (colour, x) =>
        `<rect x="${x * CELL}" y="${y * CELL}" width="${CELL}" height="${CELL}" fill="${colour}"/>`,
    ),
  );
  const size = SIDE * CELL;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" shape-rendering="crispEdges">${cells.join('')}</svg>`,
  );
}
