import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { WithCoordinatorsEmail } from './CoordinatorsEmail';

describe('a text naming the coordinators’ address', () => {
  it('draws the address as a mail link where the text says <email/>, the words around it kept', () => {
    renderPage(
      <p data-testid="text">
        <WithCoordinatorsEmail text="Write to <email/> with your name." />
      </p>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^mailto:.+@/);
    expect(screen.getByTestId('text').textContent).toBe(
      `Write to ${link.textContent} with your name.`,
    );
  });

  it('leaves a text without the mark as it is', () => {
    renderPage(
      <p data-testid="text">
        <WithCoordinatorsEmail text="No address here." />
      </p>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('text').textContent).toBe('No address here.');
  });
});
