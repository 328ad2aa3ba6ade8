import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { richTextAllowlist } from '@millenaire/contracts/rich-text';
import { renderPage } from '@/test/render';
import { RichTextEditor } from './RichTextEditor';
import { EDITOR_EXTENSIONS } from './RichTextEditor.extensions';

const EVERYTHING = [
  '<h2 style="text-align: center">Title</h2><h3>Sub</h3><h4>Small</h4>',
  '<p style="text-align: justify"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s>',
  ' <span style="color: #c92a2a; font-size: 20px">red</span>',
  ' <a href="https://example.com/">link</a></p>',
  '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
  '<blockquote>q</blockquote><pre><code>c</code></pre><img src="x.png"><hr>',
].join('');

/** Every element, attribute and style of the HTML, checked against the server's allowlist. */
function outsideAllowlist(html: string): string[] {
  const allow = richTextAllowlist();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const problems: string[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!allow.tags.includes(tag)) problems.push(tag);
    for (const { name } of element.attributes) {
      if (name === 'style') continue;
      if (!(allow.attributes[tag] ?? []).includes(name)) problems.push(`${tag}[${name}]`);
    }
    const style = (element as HTMLElement).style;
    for (let index = 0; index < style.length; index += 1) {
      const property = style.item(index);
      const value = style.getPropertyValue(property);
      const rules = allow.styles[tag]?.[property] ?? [];
      const ok = rules.some((rule) =>
        'pattern' in rule ? rule.pattern.test(value) : rule.values.includes(value),
      );
      if (!ok) problems.push(`${tag}{${property}: ${value}}`);
    }
  }
  return problems;
}

describe('RichTextEditor', () => {
  it('writes only markup the server keeps, dropping images, quotes and code', () => {
    const editor = new Editor({ extensions: EDITOR_EXTENSIONS, content: EVERYTHING });
    const html = editor.getHTML();
    editor.destroy();
    expect(html).toContain('<strong>b</strong>');
    expect(html).toContain('font-size: 20px');
    expect(html).toContain('text-align: center');
    expect(html).not.toContain('<img');
    expect(outsideAllowlist(html)).toEqual([]);
  });

  it('offers every control of the site in one row on a wide editor, and no image control', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    renderPage(<RichTextEditor label="Description" value="<p>Hello</p>" onChange={vi.fn()} />);
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box.textContent).toBe('Hello');
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bullet list',
      'Numbered list',
      'Align centre',
      'Text colour',
      'Link',
      'Remove formatting',
      'Undo',
      'Redo',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Block type' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Font size' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /image/i })).toBeNull();
    vi.restoreAllMocks();
  });

  it('groups the rest in menus on a narrow editor, so its row fits a phone', async () => {
    renderPage(<RichTextEditor label="Description" value="<p>Hello</p>" onChange={vi.fn()} />);
    await screen.findByRole('textbox', { name: 'Description' });
    const row = ['Bold', 'Italic', 'Underline', 'Text colour', 'Link', 'Undo', 'Redo'];
    for (const name of row) expect(screen.getByRole('button', { name })).toBeTruthy();
    const menus: Record<string, string[]> = {
      'Text style and size': ['Paragraph', 'Heading 1', 'Heading 3', 'Normal size', '32px'],
      Lists: ['Bullet list', 'Numbered list'],
      Alignment: ['Align left', 'Align centre', 'Align right', 'Justify'],
      'More formatting': ['Strikethrough', 'Remove colour', 'Remove link', 'Remove formatting'],
    };
    for (const [menu, items] of Object.entries(menus)) {
      fireEvent.click(screen.getByRole('button', { name: menu }));
      for (const name of items) expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
    expect(screen.queryByRole('button', { name: /image/i })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
