import { Injectable, type OnModuleInit } from '@nestjs/common';
import { newId } from '../common/ids.js';
import { ContentHooks } from '../revision/content-hooks.js';
import { InboxEntryEntity } from './inbox.entity.js';

/** Puts every revision of a kind with an inbox in the editors' inbox, in the revision's transaction. */
@Injectable()
export class InboxRecorder implements OnModuleInit {
  constructor(private readonly hooks: ContentHooks) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, kind, revision }) => {
      if (!kind.inboxKind) return;
      await manager.insert(InboxEntryEntity, {
        id: newId(),
        revisionId: revision.id,
        kind: kind.inboxKind,
        status: 'unseen',
        undone: false,
      });
    });
  }
}
