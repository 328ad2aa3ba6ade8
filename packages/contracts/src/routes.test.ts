import { describe, expect, it } from 'vitest';
import { areaOf, isPagePath } from './routes.ts';

describe('page routes', () => {
  it('knows the pages of the spec, with parameters', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/encyclopedia/norman')).toBe(true);
    expect(isPagePath('/encyclopedia/norman/villagers/knight/edit')).toBe(true);
    expect(isPagePath('/translationcentre/files/lang/en/fr')).toBe(true);
    expect(isPagePath('/user/admin/')).toBe(true);
  });

  it('refuses paths that are no page', () => {
    expect(isPagePath('/nothing-here')).toBe(false);
    expect(isPagePath('/library/1/edit/more')).toBe(false);
    expect(isPagePath('/translationcentre/files/lang')).toBe(false);
  });

  it('tells the area of a path', () => {
    expect(areaOf('/')).toBe('home');
    expect(areaOf('/history')).toBe('home');
    expect(areaOf('/library/12/edit')).toBe('library');
    expect(areaOf('/translationcentre/recentchanges')).toBe('translationcentre');
    expect(areaOf('/encyclopedia')).toBe('encyclopedia');
    expect(areaOf('/user/login')).toBe('user');
  });
});
