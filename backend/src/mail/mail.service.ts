import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text: the site's mail has no HTML part (nothing to render, nothing to track). */
  text: string;
  /** More header lines (List-Unsubscribe...), as nodemailer takes them. */
  headers?: Record<string, string>;
}

/**
 * The site's mail, through nodemailer: over SMTP_URL when it is set; else each message is written
 * to <DATA_DIR>/outbox as an .eml file (open it with any mail program) and one log line names it,
 * so a site started with nothing but `npm start` still sends its password-reset links somewhere
 * its operator can read them.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly from: string;
  /** Where messages go without SMTP. */
  private readonly outbox: string | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.from = config.mailFrom;
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.outbox = path.join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    }
  }

  /** Sends one message; rejects when the server refuses it or cannot be reached. */
  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...mail })) as {
      message?: Buffer;
    };
    if (!this.outbox) return;
    await mkdir(this.outbox, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // Only the operator may read it: it may hold a password-reset link.
    await writeFile(file, info.message ?? Buffer.alloc(0), { mode: 0o600 });
    this.logger.log(`No SMTP_URL set: "${mail.subject}" written to ${file}`);
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
