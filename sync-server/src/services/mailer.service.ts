/**
 * Outgoing e-mail through nodemailer to SMTP_URL (e.g. smtps://user:pass@mail.example.com:465).
 * Without SMTP_URL there is no mailer, and the screens that would send mail say so.
 */
import nodemailer from 'nodemailer';
import type { Env } from '../config/env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A simple HTML alternative to `text`. */
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | null {
  if (!env.SMTP_URL) return null;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  return {
    async send(message) {
      await transport.sendMail({ from: env.MAIL_FROM, ...message });
    },
  };
}
