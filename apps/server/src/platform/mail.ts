import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type nodemailerModule from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { atFirstUse } from './first-use.ts';
import { jobKind } from './jobs.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers: a digest's List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * A mail to send, as a job (platform/jobs.ts): written with the change that
 * causes it (`app.jobs.enqueue(trx, MAIL_JOB, mail)`), sent by a worker,
 * tried again when the server refuses it. The job holds the message until it
 * is sent, its links included, as the outbox's files do.
 */
export const MAIL_JOB = jobKind<Mail>(
  'mail',
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
);

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

/** Decorates `app.mailer`, which sends the mail jobs (MAIL_JOB). */
export const mailerPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const mailer = createMailer(config, app.log);
    app.decorate('mailer', mailer);
    app.jobs.handle(MAIL_JOB, (mail) => mailer.send(mail));
  },
  { name: 'mailer', dependencies: ['jobs'] },
);
