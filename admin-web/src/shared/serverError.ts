import type { NotificationOptions } from 'react-admin';

/**
 * notify() arguments for the server's own sentence: shown as it is, with the translation's default
 * (`_`) set to it, so it is not looked up as a translation key. Without a sentence, react-admin's
 * HTTP error message.
 */
export function serverError(error: unknown): [string, NotificationOptions] {
  const message = error instanceof Error && error.message ? error.message : '';
  if (!message) return ['ra.notification.http_error', { type: 'error' }];
  return [message, { type: 'error', messageArgs: { _: message } }];
}
