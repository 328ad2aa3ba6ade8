import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnIntent } from './pages';

const load = vi.fn<(path: string) => void>();
loadOnIntent(load);

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  const words = document.createElement('span');
  words.textContent = 'a link';
  a.append(words);
  document.body.append(a);
  return a;
}

afterEach(() => {
  load.mockClear();
  document.body.innerHTML = '';
});

describe("loading a page's code on the reader's intent", () => {
  it('loads the page a link of the site points to, from a pointer over it, a finger or the focus', () => {
    const culture = link('/encyclopedia/norman?lang=fr#villagers');
    culture.firstElementChild?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenLastCalledWith('/encyclopedia/norman');
    culture.dispatchEvent(new Event('touchstart', { bubbles: true }));
    culture.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('leaves other sites’ links and what is not a link alone', () => {
    link('https://example.org/forum').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
