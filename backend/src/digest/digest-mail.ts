import { SITE_NAME } from '../config/config.js';
import type { OutgoingMail } from '../mail/mail.service.js';
import { oneLine } from '../notification/notification-text.js';

export interface DigestMailInput {
  to: string;
  username: string;
  frequency: 'daily' | 'weekly';
  publicUrl: string;
  /** Each entry's sentence and its path on the reader, newest first. */
  entries: { sentence: string; link: string }[];
  /** How many more the mail leaves out. */
  more: number;
  unsubscribe: { page: string; oneClick: string };
}

function absolute(publicUrl: string, link: string): string {
  const path = oneLine(link).replace(/\s/g, '%20');
  return `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A digest as plain text, with RFC 8058's one-click unsubscribe headers. */
export function digestMail(input: DigestMailInput): OutgoingMail {
  const { publicUrl, entries, more } = input;
  const total = entries.length + more;
  const lines = [
    `Hello ${oneLine(input.username)},`,
    '',
    `Here is what happened on ${SITE_NAME} since your last ${input.frequency} digest:`,
    '',
  ];
  for (const entry of entries)
    lines.push(`- ${entry.sentence}`, `  ${absolute(publicUrl, entry.link)}`, '');
  if (more > 0) lines.push(`...and ${more} more.`, '');
  lines.push(
    `All your notifications: ${publicUrl}/app/notifications`,
    `How often these e-mails come: ${publicUrl}/app/settings`,
    `Stop these e-mails (no login needed): ${input.unsubscribe.page}`,
  );
  return {
    to: input.to,
    subject: `Your ${input.frequency} digest from ${SITE_NAME}: ${total} ${total === 1 ? 'update' : 'updates'}`,
    text: lines.join('\n') + '\n',
    headers: {
      'List-Unsubscribe': `<${input.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
