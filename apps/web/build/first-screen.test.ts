import { describe, expect, it } from 'vitest';
import { firstScreenOrder } from './first-screen';

const BUILT = `<head>
    <title>Millénaire</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/style.css">
  </head>`;

describe('the first screen order of index.html', () => {
  it('puts the stylesheet before the scripts and fetches the scripts at low priority', () => {
    expect(firstScreenOrder(BUILT)).toBe(`<head>
    <title>Millénaire</title>
    <link rel="stylesheet" crossorigin href="/assets/style.css">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor.js">
  </head>`);
  });

  it('leaves a page without scripts as it is', () => {
    const html = '<head><link rel="stylesheet" href="/a.css"></head>';
    expect(firstScreenOrder(html)).toBe(html);
  });
});
