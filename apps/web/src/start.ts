import {
  holdClicksUntilReady,
  nextTask,
  onFirstIntent,
  prefetchApp,
  waitsForReader,
} from './app/start-on-intent';
import { prefetchShellTexts } from './shared/i18n/shell-texts';

/**
 * The page's first screen needs its HTML, its stylesheet and its images only
 * (public pages come rendered by the server; the others show the shell's
 * loading state), so the application's code is asked for once the browser has
 * loaded them and painted: on a slow connection the scripts would otherwise
 * share the bandwidth of the stylesheet and of the first screen's pictures
 * (the world map, a culture's picture) and hold them back. Pictures further
 * down load lazily and do not hold it. A page opened in a background tab
 * paints nothing, so it starts at once.
 */
function afterFirstScreen(start: () => void) {
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

/**
 * The application's code is evaluated in stages, each in a task of its own:
 * evaluated at once, its modules held a slow phone's main thread for a third
 * of a second (the contracts' schemas, the texts, Mantine, React DOM, the
 * routes), one long task blocking any tap. Each stage's modules are evaluated
 * when it is imported; the application imports them again for free.
 */
const STAGES: (() => Promise<unknown>)[] = [
  // The texts in the page's language are there before anything renders.
  () => import('./shared/i18n').then((i18n) => i18n.ready),
  () => import('./app/providers'),
  () => import('react-dom/client'),
  () => import('./app/router'),
  () => import('./main'),
];

async function startInStages() {
  prefetchShellTexts();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
}

/*
 * A page the server rendered for a visitor reads, scrolls, follows its links
 * and opens the header's menus without the app: the app starts when the
 * reader first reaches for the page (a touch, the pointer, a key, the wheel),
 * so a visitor who only reads costs their phone no script at all. Other pages
 * (a member's, with parts waiting for the session; the app's shell) start
 * after the first screen. Either way a click on a button before the app is
 * there is held and given to it once it is.
 */
holdClicksUntilReady();
if (waitsForReader()) {
  // Its code arrives meanwhile, unrun, so the first touch only runs it.
  afterFirstScreen(() => void prefetchApp());
  onFirstIntent(() => void startInStages());
} else {
  afterFirstScreen(() => void startInStages());
}
