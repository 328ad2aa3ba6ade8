import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';
import { Switch } from './Switch';

const DATA = [
  { value: '', label: 'Every culture' },
  { value: '3', label: 'Normans' },
];

describe('Select', () => {
  it('is the browser’s select, named by its label, and tells the chosen value', () => {
    const onChange = vi.fn();
    render(<Select label="Culture" name="culture" data={DATA} value="" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Culture' });
    expect(select.value).toBe('');
    expect(select.name).toBe('culture');
    fireEvent.change(select, { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it('marks a required choice, and takes a name without a visible label', () => {
    const { unmount } = render(
      <Select label="Category" required data={DATA} value="" onChange={() => {}} />,
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Category/ }).required).toBe(
      true,
    );
    unmount();
    render(<Select aria-label="Font size" size="xs" data={DATA} value="3" onChange={() => {}} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Font size' }).value).toBe('3');
  });
});

describe('Switch', () => {
  it('is a checkbox announced as a switch, toggled by its label, described by its hint', () => {
    const onChange = vi.fn();
    render(
      <Switch label="Daily e-mail" description="Once a day" checked={false} onChange={onChange} />,
    );
    const control = screen.getByRole<HTMLInputElement>('switch', { name: 'Daily e-mail' });
    expect(control.checked).toBe(false);
    const hint = control.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hint)?.textContent).toBe('Once a day');
    fireEvent.click(screen.getByText('Daily e-mail'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does nothing while disabled', () => {
    const onChange = vi.fn();
    render(<Switch label="Full text" checked disabled onChange={onChange} />);
    const control = screen.getByRole<HTMLInputElement>('switch', { name: 'Full text' });
    expect(control.checked).toBe(true);
    expect(control.disabled).toBe(true);
    fireEvent.click(screen.getByText('Full text'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
