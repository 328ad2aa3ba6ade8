import type { SiteLanguage } from '@millenaire/contracts';
import type { Mail } from '../../../platform/mail.ts';

/** What happened to the account's second factor, told to its owner. */
export type SecondFactorEvent = 'recovery-code-used' | 'turned-off' | 'reset-by-admin';

const WORDS: Record<SiteLanguage, Record<SecondFactorEvent, { subject: string; what: string }>> = {
  en: {
    'recovery-code-used': {
      subject: 'Millénaire: a recovery code was used',
      what: 'Someone signed in to your Millénaire account with one of its recovery codes.',
    },
    'turned-off': {
      subject: 'Millénaire: two-step sign-in turned off',
      what: 'Two-step sign-in was turned off for your Millénaire account: the password alone now opens it.',
    },
    'reset-by-admin': {
      subject: 'Millénaire: two-step sign-in reset',
      what: 'An administrator reset the two-step sign-in of your Millénaire account: the password alone now opens it.',
    },
  },
  fr: {
    'recovery-code-used': {
      subject: 'Millénaire : un code de secours a servi',
      what: 'Quelqu’un s’est connecté à votre compte Millénaire avec l’un de ses codes de secours.',
    },
    'turned-off': {
      subject: 'Millénaire : connexion en deux étapes désactivée',
      what: 'La connexion en deux étapes de votre compte Millénaire a été désactivée : le mot de passe seul l’ouvre désormais.',
    },
    'reset-by-admin': {
      subject: 'Millénaire : connexion en deux étapes réinitialisée',
      what: 'Un administrateur a réinitialisé la connexion en deux étapes de votre compte Millénaire : le mot de passe seul l’ouvre désormais.',
    },
  },
};

export function secondFactorMail(
  language: SiteLanguage,
  to: { email: string; login: string },
  event: SecondFactorEvent,
  settings: string,
): Mail {
  const { subject, what } = WORDS[language][event];
  const text =
    language === 'fr'
      ? [
          `Bonjour ${to.login},`,
          '',
          what,
          '',
          'Si c’était vous, il n’y a rien à faire.',
          'Sinon, changez votre mot de passe et réglez de nouveau la connexion en deux étapes :',
          '',
          settings,
          '',
          'L’équipe Millénaire',
        ]
      : [
          `Hello ${to.login},`,
          '',
          what,
          '',
          'If it was you, there is nothing to do.',
          'If not, change your password and set up two-step sign-in again:',
          '',
          settings,
          '',
          'The Millénaire team',
        ];
  return { to: to.email, subject, text: text.join('\n') };
}
