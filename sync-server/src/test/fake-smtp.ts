/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 that keeps every message it gets,
 * for tests of mail the app sends through nodemailer:
 *
 *   const smtp = await startFakeSmtp();
 *   const server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://127.0.0.1' } });
 *   const mail = await smtp.waitForMail('ann@example.com');
 *   const link = resetLinkIn(mail.text);
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers included, quoted-printable soft breaks undone. */
  text: string;
}

export interface FakeSmtp {
  /** smtp://127.0.0.1:{port} */
  url: string;
  mails: ReceivedMail[];
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (mail bodies wrap long links). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  return bytes.toString('utf8');
}

export function resetLinkIn(text: string): string {
  const link = /https?:\/\/\S+?\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${text}`);
  return link;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => {
        const envelope = session.envelope;
        mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(parts).toString('latin1')),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
