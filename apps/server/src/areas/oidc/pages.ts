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
    consentTitle: (client: string) => `${client} asks to use your Millénaire account`,
    consentIntro: (login: string) =>
      `You are logged in as ${login}. If you allow it, it will read:`,
    consentScopes: {
      openid: 'your account’s number on the site',
      profile: 'your login and your level on the site (member, confirmed, administrator)',
      email: 'your e-mail address',
      offline_access: 'all of this again later, while you are away',
    },
    consentAllow: 'Allow',
    consentDeny: 'Refuse',
  },
  fr: {
    errorTitle: 'La connexion n’a pas pu continuer',
    errorIntro:
      'L’application qui vous a envoyé ici a demandé ce que le site ne peut donner\u00a0:',
    back: 'Retour au site',
    logoutTitle: 'Se déconnecter de Millénaire\u202f?',
    logoutIntro: 'Une application demande de fermer ici votre session Millénaire.',
    logoutYes: 'Se déconnecter',
    logoutNo: 'Rester connecté',
    loggedOutTitle: 'Vous êtes déconnecté',
    loggedOutIntro: 'La session de l’application avec votre compte Millénaire est terminée.',
    consentTitle: (client: string) => `${client} demande à utiliser votre compte Millénaire`,
    consentIntro: (login: string) =>
      `Vous êtes connecté en tant que ${login}. Si vous l’autorisez, elle lira\u00a0:`,
    consentScopes: {
      openid: 'le numéro de votre compte sur le site',
      profile: 'votre identifiant et votre niveau sur le site (membre, confirmé, administrateur)',
      email: 'votre adresse e-mail',
      offline_access: 'tout cela encore plus tard, en votre absence',
    },
    consentAllow: 'Autoriser',
    consentDeny: 'Refuser',
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reader's language: the site's language cookie, else the browser's choice between the two. */
export function languageFrom(cookie: string | undefined, accept: string | undefined): Language {
  if (cookie === 'fr' || cookie === 'en') return cookie;
  const first = /\b(en|fr)\b/i.exec(accept ?? '')?.[1]?.toLowerCase();
  return first === 'fr' ? 'fr' : 'en';
}

const languageOf = (ctx: KoaContextWithOIDC) =>
  languageFrom(ctx.cookies.get('language'), ctx.get('accept-language'));

type Texts = (typeof TEXTS)[Language];
export type { Language };

/** One of the provider's pages, in `language`: `draw` gives its title and body. */
export function htmlPage(
  language: Language,
  draw: (t: Texts) => { title: string; body: string },
): string {
  const { title, body } = draw(TEXTS[language]);
  return `<!doctype html>
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
form{display:inline}
</style>
</head>
<body><main>
<h1>${escape(title)}</h1>
${body}
</main></body>
</html>`;
}

/** Writes one of the provider's pages in the reader's language. */
function page(ctx: KoaContextWithOIDC, draw: (t: Texts) => { title: string; body: string }): void {
  ctx.type = 'html';
  ctx.body = htmlPage(languageOf(ctx), draw);
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

/**
 * Asks a member whether a client that is not trusted may read what it asks
 * for; the buttons post to the interaction's own addresses.
 */
export function consentPage(
  language: Language,
  consent: { client: string; login: string; scopes: string[]; action: string },
): string {
  return htmlPage(language, (t) => ({
    title: t.consentTitle(consent.client),
    body: `<p>${escape(t.consentIntro(consent.login))}</p>
<ul>${consent.scopes
      .filter((scope): scope is keyof Texts['consentScopes'] => scope in t.consentScopes)
      .map((scope) => `<li>${escape(t.consentScopes[scope])}</li>`)
      .join('')}</ul>
<form method="post" action="${escape(consent.action)}/confirm"><button type="submit" name="allow" value="yes">${escape(t.consentAllow)}</button></form>
<form method="post" action="${escape(consent.action)}/abort"><button type="submit">${escape(t.consentDeny)}</button></form>`,
  }));
}
