import type { SiteLanguage } from '@millenaire/contracts/common';

interface NoscriptTexts {
  needsScripts: string;
  readable: string;
  links: [href: string, label: string][];
}

const TEXTS: Record<SiteLanguage, NoscriptTexts> = {
  en: {
    needsScripts: 'This page needs JavaScript, which is turned off in your browser.',
    readable: 'These pages work without it:',
    links: [
      ['/', 'Home'],
      ['/history', 'Version history and downloads'],
      ['/encyclopedia', 'Encyclopedia'],
      ['/library', 'Library'],
    ],
  },
  fr: {
    needsScripts: 'Cette page a besoin de JavaScript, qui est désactivé dans votre navigateur.',
    readable: 'Ces pages fonctionnent sans lui.',
    links: [
      ['/', 'Accueil'],
      ['/history', 'Historique des versions et téléchargements'],
      ['/encyclopedia', 'Encyclopédie'],
      ['/library', 'Bibliothèque'],
    ],
  },
};

/**
 * The app's shell with a note for browsers that run no scripts: the pages the
 * browser draws (accounts, the translation editor...) would otherwise stay
 * blank, so the note says why and leads to the pages the server draws.
 */
export function withNoscript(html: string, language: SiteLanguage): string {
  const texts = TEXTS[language];
  const items = texts.links
    .map(([href, label]) => `<li><a href="${href}?lang=${language}">${label}</a></li>`)
    .join('');
  const block =
    `<noscript><main id="main"><p>${texts.needsScripts}</p>` +
    `<p>${texts.readable}</p><ul>${items}</ul></main></noscript>`;
  return html.replace(/<div id="root"><\/div>/, (root) => `${root}${block}`);
}
