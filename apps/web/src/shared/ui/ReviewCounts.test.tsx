import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n';
import { renderPage } from '@/test/render';
import { ReviewCounts } from './ReviewCounts';

describe('a language’s review counts', () => {
  it('agree in French with each number: one missing, none missing, two missing', async () => {
    await i18n.changeLanguage('fr');
    renderPage(<ReviewCounts reviewed={1} toreview={0} missing={0} />);
    expect(screen.getByTestId('review-counts').textContent).toBe(
      '1 à jour · 0 à revoir · 0 manquant',
    );
  });

  it('write a French plural from two, with the site’s digits', async () => {
    await i18n.changeLanguage('fr');
    renderPage(<ReviewCounts reviewed={1200} toreview={2} missing={2} />);
    expect(screen.getByTestId('review-counts').textContent).toBe(
      '1\u202f200 à jour · 2 à revoir · 2 manquants',
    );
  });

  it('say the same in English', () => {
    renderPage(<ReviewCounts reviewed={1} toreview={3} missing={1} />);
    expect(screen.getByTestId('review-counts').textContent).toBe(
      '1 reviewed · 3 to review · 1 missing',
    );
  });
});
