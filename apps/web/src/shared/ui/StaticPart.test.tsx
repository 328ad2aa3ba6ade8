import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setHydratingServerPage } from '@/shared/hydrated';
import { i18n } from '@/shared/i18n';
import { StaticPart } from './StaticPart';

/** A component of the kept part, counting its renders. */
const drawn = vi.fn();
function Words({ text }: { text: string }) {
  drawn();
  return <p>{text}</p>;
}

function Page({ text, of = 'the page' }: { text: string; of?: unknown }) {
  return (
    <main>
      <StaticPart of={of} as="section" className="kept">
        <Words text={text} />
      </StaticPart>
    </main>
  );
}

beforeAll(() => {
  // React's own roots here (hydrateRoot, createRoot), not Testing Library's: act() is meant.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  setHydratingServerPage(false);
  drawn.mockClear();
  await act(() => i18n.changeLanguage('en'));
  document.body.innerHTML = '';
});

describe('a part kept as the server sent it', () => {
  it('keeps the HTML while the page is hydrated, running none of its components', async () => {
    await act(() => i18n.changeLanguage('en'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page text="From the server" />);
    document.body.append(container);
    drawn.mockClear();
    const errors = vi.fn();
    setHydratingServerPage(true);
    await act(async () => {
      hydrateRoot(container, <Page text="Not drawn" />, {
        onRecoverableError: errors,
      });
    });
    setHydratingServerPage(false);
    expect(drawn).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    const part = container.querySelector('section.kept');
    expect(part?.getAttribute('data-static')).toBe('');
    expect(part?.innerHTML).toBe('<p>From the server</p>');

    // Another language draws the part anew, with React.
    await act(() => i18n.changeLanguage('fr'));
    expect(drawn).toHaveBeenCalled();
    expect(container.querySelector('section.kept')?.innerHTML).toBe('<p>Not drawn</p>');
  });

  it('is drawn anew when what it shows changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page text="Norman villages" of="norman" />);
    document.body.append(container);
    setHydratingServerPage(true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page text="Norman villages" of="norman" />);
    });
    setHydratingServerPage(false);
    drawn.mockClear();
    await act(async () => root?.render(<Page text="Norman villages" of="norman" />));
    expect(drawn).not.toHaveBeenCalled();
    await act(async () => root?.render(<Page text="Indian villages" of="indian" />));
    expect(drawn).toHaveBeenCalled();
    expect(container.querySelector('section.kept')?.textContent).toBe('Indian villages');
  });

  it('is drawn as usual on a page the browser opens itself', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Page text="Drawn here" />));
    expect(drawn).toHaveBeenCalled();
    expect(container.querySelector('section.kept')?.textContent).toBe('Drawn here');
  });
});
