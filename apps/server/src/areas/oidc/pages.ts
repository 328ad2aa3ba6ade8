import type { KoaContextWithOIDC } from 'oidc-provider';

type Language = 'en' | 'fr';

const TEXTS = {
  en: {
    errorTitle: 'The sign-in could not go on',
    errorIntro: 'The application that sent you here asked for something the site cannot give:',
    back: 'Back to the site',
    logoutTitle: 'Log out of Millénaire?',
    logoutIntro: 'An application asks to end your Millénaire session here.',
    logoutYes: 'Log out',
    logoutNo: 'Stay logged in',
    loggedOutTitle: 'You are logged out',
    loggedOutIntro: 'The application’s session with your Millénaire account has ended.',
  },
  fr: {
    errorTitle: 'La connexion n’a pas pu continuer',
    errorIntro: 'L’application qui vous a envoyé ici a demandé ce que le site ne peut donner :',
    back: 'Retour au site',
    logoutTitle: 'Se déconnecter de Millénaire ?',
    logoutIntro: 'Une application demande de fermer ici votre session Millénaire.',
    logoutYes: 'Se déconnecter',
    logoutNo: 'Rester connecté',
    loggedOutTitle: 'Vous êtes déconnecté',
    loggedOutIntro: 'La session de l’application avec votre compte Millénaire est terminée.',
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reader's language: the site's language cookie, else the browser's first choice. */
function languageOf(ctx: KoaContextWithOIDC): Language {
  const cookie = ctx.cookies.get('language');
  if (cookie === 'fr' || cookie === 'en') return cookie;
  return ctx.acceptsLanguages('en', 'fr') === 'fr' ? 'fr' : 'en';
}

type Texts = (typeof TEXTS)[Language];

/** Writes one of the provider's pages in the reader's language: `draw` gives its title and body. */
function page(ctx: KoaContextWithOIDC, draw: (t: Texts) => { title: string; body: string }): void {
  const language = languageOf(ctx);
  const { title, body } = draw(TEXTS[language]);
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} – Millénaire</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;background:#f7f1e6;color:#2b2118;margin:0;padding:24px}
main{max-width:480px;margin:8vh auto;background:#fff;border:1px solid #d9cbb3;border-radius:8px;padding:24px}
h1{font-size:1.4rem;margin:0 0 12px}button,a.button{font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #9a5213;margin:8px 8px 0 0;cursor:pointer;text-decoration:none;display:inline-block}
button[value=yes]{background:#9a5213;color:#fff}button:not([value=yes]),a.button{background:#fff;color:#9a5213}
code{background:#f1e9dc;padding:0 4px;border-radius:4px}
</style>
</head>
<body><main>
<h1>${escape(title)}</h1>
${body}
</main></body>
</html>`;
}

/** The provider's error page (a bad redirect address, an unknown client...). */
export function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): void {
  page(ctx, (t) => ({
    title: t.errorTitle,
    body: `<p>${escape(t.errorIntro)}</p>
<p><code>${escape(out.error)}</code>${out.error_description ? ` ${escape(out.error_description)}` : ''}</p>
<p><a class="button" href="/">${escape(t.back)}</a></p>`,
  }));
}

/** Asks before a logout an application began; `form` is the provider's own (with its secret). */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  const id = /id="([^"]+)"/.exec(form)?.[1] ?? 'op.logoutForm';
  page(ctx, (t) => ({
    title: t.logoutTitle,
    body: `<p>${escape(t.logoutIntro)}</p>
${form}
<button type="submit" form="${escape(id)}" name="logout" value="yes">${escape(t.logoutYes)}</button>
<button type="submit" form="${escape(id)}">${escape(t.logoutNo)}</button>`,
  }));
}

/** After a logout that named no address to return to. */
export function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  page(ctx, (t) => ({
    title: t.loggedOutTitle,
    body: `<p>${escape(t.loggedOutIntro)}</p><p><a class="button" href="/">${escape(t.back)}</a></p>`,
  }));
}
