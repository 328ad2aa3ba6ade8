import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type nodemailerModule from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { atFirstUse } from './first-use.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers: a digest's List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Where messages go when no SMTP server is configured. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** A transport made at the first message: nodemailer is loaded only then. */
const firstMessage = (make: (mailer: typeof nodemailerModule) => Transporter) =>
  atFirstUse(() =>
    import('nodemailer').then(({ default: mailer }: { default: typeof nodemailerModule }) =>
      make(mailer),
    ),
  );

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml
 * file in DATA_DIR/outbox and logs its path, so the site works without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = `Millénaire <no-reply@${new URL(config.publicUrl).hostname}>`;
  const { smtpUrl } = config;
  if (smtpUrl) {
    const transport = firstMessage((mailer) => mailer.createTransport(smtpUrl));
    return {
      send: async (mail) => {
        await (await transport()).sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = firstMessage((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const dir = outboxDir(config.dataDir);
  return {
    send: async (mail) => {
      const info = await (await transport()).sendMail({ from, ...mail });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`, for the areas that send mail. */
export const mailerPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('mailer', createMailer(config, app.log));
  },
  { name: 'mailer' },
);
