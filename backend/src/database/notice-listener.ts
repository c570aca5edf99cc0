import { Logger } from '@nestjs/common';
import pg from 'pg';

const RECONNECT_MS = 2000;

export interface NoticeHandlers {
  /** A NOTIFY on one of the channels. */
  notice: (channel: string, payload: string) => void;
  /**
   * The connection came up or went down: notices may have been missed, so whatever was derived
   * from them must be forgotten.
   */
  reset: () => void;
}

/**
 * One connection LISTENing on fixed channels, reconnecting while the app runs. Caches that are
 * kept in step by NOTIFY cache only while `listening` is true.
 */
export class NoticeListener {
  private client: pg.Client | undefined;
  private closed = false;
  private readonly logger: Logger;

  constructor(
    private readonly databaseUrl: string,
    private readonly channels: readonly string[],
    private readonly handlers: NoticeHandlers,
    private readonly name: string,
  ) {
    this.logger = new Logger(name);
  }

  get listening(): boolean {
    return this.client !== undefined;
  }

  async start(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: `opinions-${this.name}`.slice(0, 63),
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (this.channels.includes(message.channel))
        this.handlers.notice(message.channel, message.payload ?? '');
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      this.handlers.reset();
      if (!this.closed)
        setTimeout(() => void this.start().catch(() => undefined), RECONNECT_MS).unref();
    });
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${channel}`);
      this.handlers.reset();
      this.client = client;
    } catch (error) {
      this.logger.warn(
        `Cannot listen for ${this.channels.join(', ')} (${(error as Error).message}); retrying.`,
      );
      await client.end().catch(() => undefined);
    }
  }

  async stop(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
