import { Injectable } from '@nestjs/common';
import type { UserEntity } from '../users/user.entity.js';

type Listener = (previousAnonymousVoter: string | undefined, user: UserEntity) => Promise<void>;

/** Lets other domains carry a visitor's anonymous activity over to the account they log in to. */
@Injectable()
export class LoginEvents {
  private readonly listeners: Listener[] = [];

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  async loggedIn(previousAnonymousVoter: string | undefined, user: UserEntity): Promise<void> {
    for (const listener of this.listeners) await listener(previousAnonymousVoter, user);
  }
}
