import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsMenu } from './DetailsMenu';

function renderMenu() {
  render(
    <div>
      <button type="button">Elsewhere</button>
      <DetailsMenu label="Account">
        <a href="#one">One</a>
        <button type="button">Mark all as read</button>
      </DetailsMenu>
    </div>,
  );
  const summary = screen.getByText('Account');
  const details = summary.closest('details') as HTMLDetailsElement;
  const open = () => {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  };
  return { summary, details, open };
}

describe('DetailsMenu', () => {
  it('closes with Escape and gives focus back to its button', () => {
    const { summary, details, open } = renderMenu();
    open();
    screen.getByText('One').focus();
    fireEvent.keyDown(screen.getByText('One'), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('closes on a press outside it, not on one inside', () => {
    const { details, open } = renderMenu();
    open();
    fireEvent.pointerDown(screen.getByText('One'));
    expect(details.open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(details.open).toBe(false);
  });

  it('closes once a link or a button of it is chosen', () => {
    const { details, open } = renderMenu();
    open();
    fireEvent.click(screen.getByText('Mark all as read'));
    expect(details.open).toBe(false);
    open();
    fireEvent.click(screen.getByText('One'));
    expect(details.open).toBe(false);
  });

  it('closes when focus moves out of it', () => {
    const { details, open } = renderMenu();
    open();
    fireEvent.blur(screen.getByText('One'), { relatedTarget: screen.getByText('Elsewhere') });
    expect(details.open).toBe(false);
  });
});
