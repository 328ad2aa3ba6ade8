import type { SiteLanguage } from '@millenaire/contracts';
import type { Mail } from '../../../platform/mail.ts';

export function passwordResetMail(
  language: SiteLanguage,
  to: { email: string; login: string },
  link: string,
): Mail {
  if (language === 'fr') {
    return {
      to: to.email,
      subject: 'Millénaire : nouveau mot de passe',
      text: [
        `Bonjour ${to.login},`,
        '',
        'Quelqu’un (vous, espérons-le) a demandé un nouveau mot de passe pour votre compte Millénaire.',
        'Pour en choisir un, ouvrez ce lien dans les 24 heures :',
        '',
        link,
        '',
        'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.',
        '',
        'L’équipe Millénaire',
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: 'Millénaire: new password',
    text: [
      `Hello ${to.login},`,
      '',
      'Someone (hopefully you) asked for a new password for your Millénaire account.',
      'To choose one, open this link within 24 hours:',
      '',
      link,
      '',
      'If you did not ask for it, ignore this message: your current password still works.',
      '',
      'The Millénaire team',
    ].join('\n'),
  };
}
