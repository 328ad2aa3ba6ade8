import type { Slide } from '@/shared/ui/Slideshow';

/** The slides' intrinsic size (scripts/make-slides.ts draws them at this size). */
export const SLIDE_SIZE = { width: 960, height: 540 } as const;

const MAIN_CULTURES = [
  'norman',
  'norman',
  'indian',
  'indian',
  'japanese',
  'japanese',
  'mayan',
  'mayan',
  'byzantines',
  'byzantines',
  'inuits',
  'inuits',
  'seljuk',
  'seljuk',
] as const;

export type SlideCulture = (typeof MAIN_CULTURES)[number];

const file = (prefix: string, index: number) =>
  `/img/slides/${prefix}-${String(index + 1).padStart(2, '0')}.webp`;

/** The 14 main images, two per culture (spec §9). */
export function mainSlides(alt: (culture: SlideCulture) => string): Slide[] {
  return MAIN_CULTURES.map((culture, index) => ({ src: file('main', index), alt: alt(culture) }));
}

/** The 9 images of the Seljuk announcement (spec §9). */
export function seljukSlides(alt: string): Slide[] {
  return Array.from({ length: 9 }, (_, index) => ({ src: file('seljuk', index), alt }));
}
