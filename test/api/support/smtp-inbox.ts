import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test's process (the smtp-server package), on a free loopback port:
 * the app sends to it over SMTP_URL as it would to any mail server, and each message it accepts is
 * parsed (mailparser) and kept in order.
 */
export class SmtpInbox {
  readonly messages: ParsedMail[] = [];
  /** Recipients the server refuses, with the reply code it gives (550: no such user; 451: later). */
  readonly refuse = new Map<string, number>();
  private waiters: (() => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, done) => {
      const code = this.refuse.get(address.address.toLowerCase());
      if (code === undefined) return done();
      done(Object.assign(new Error(`Recipient refused (${code})`), { responseCode: code }));
    },
    onData: (stream, _session, done) => {
      simpleParser(stream).then(
        (mail) => {
          this.messages.push(mail);
          for (const wake of this.waiters.splice(0)) wake();
          done();
        },
        (error: Error) => done(error),
      );
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** The message at `index` (0: the first accepted), waiting up to `ms` for it to arrive. */
  async message(index: number, ms = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + ms;
    while (this.messages.length <= index) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No message #${index + 1} within ${ms} ms.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages[index];
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The password-reset link in a message's text. */
export function resetLinkIn(mail: ParsedMail): URL {
  const found = /https?:\/\/\S+\/app\/resetpassword\?token=[\w-]+/.exec(mail.text ?? '');
  if (!found) throw new Error(`No reset link in: ${mail.text}`);
  return new URL(found[0]);
}
