/**
 * The page's first screen needs its HTML and stylesheet only (public pages come
 * rendered by the server; the others show the shell's loading state), so the
 * application's code is asked for once the browser has painted it: on a slow
 * connection the scripts would otherwise share the bandwidth of the stylesheet
 * and the first screen's images and hold them back. A page opened in a
 * background tab paints nothing, so it starts at once.
 */
function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(() => void import('./main'));
