import { describe, expect, it } from 'vitest';
import type { EntryDetail } from '@millenaire/contracts/encyclopedia';
import { entryDescription, entryImage } from './entry-head';

const entry = (fields: Partial<EntryDetail>): EntryDetail => ({
  title: 'Water Mill',
  travelbookdata: { pages: [] },
  extradata: { desc: null, author: null, createdon: null },
  images: [],
  picture: null,
  ...fields,
});

const image = {
  culture: 'norman',
  type: 'buildings',
  itemkey: 'mill',
  filename: 'mill.jpg',
  previewname: 'mill_preview.webp',
  legend_en: 'The mill',
  legend_fr: 'Le moulin',
  enabled: '1' as const,
  pos: 1,
  author: null,
  createdon: '2024-01-01T00:00:00Z',
  width: 640,
  height: 480,
};

describe('what an entry says of itself in the head', () => {
  it('takes the first sentence of the main description, without its codes', () => {
    const data = {
      pages: [
        { lines: [{ text: 'Mill', style: 'header' }] },
        { lines: [{ text: '§4Grinds§r wheat.<ret>Second sentence.', specialTag: 'MAIN_DESC' }] },
      ],
    };
    expect(entryDescription(entry({ travelbookdata: data }))).toBe('Grinds wheat.');
  });

  it("else the players' description, as plain words", () => {
    const desc = '<h2>Mill</h2><p>Built by the river &amp; <b>loud</b>. Really.</p>';
    expect(entryDescription(entry({ extradata: { desc, author: 'a', createdon: null } }))).toBe(
      'Mill Built by the river & loud.',
    );
    expect(entryDescription(entry({}))).toBeUndefined();
  });

  it("shows the villager's picture, else the first image, with its size", () => {
    const picture = { filename: 'v.png', webpname: 'v.webp', width: 128, height: 256 };
    expect(entryImage(entry({ picture, images: [image] }), 'en')).toEqual({
      url: '/libraryres/img/v.png',
      width: 128,
      height: 256,
      alt: 'Water Mill',
    });
    expect(entryImage(entry({ images: [image] }), 'fr')).toEqual({
      url: '/libraryres/img/mill.jpg',
      width: 640,
      height: 480,
      alt: 'Le moulin',
    });
    expect(entryImage(entry({}), 'en')).toBeUndefined();
  });
});
