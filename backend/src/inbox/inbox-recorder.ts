import { Injectable, type OnModuleInit } from '@nestjs/common';
import { newId } from '../common/ids.js';
import { ContentHooks } from '../revision/content-hooks.js';
import { InboxEntryEntity } from './inbox.entity.js';

/** Authors whose edits need no review: their entries arrive seen (MediaWiki's autopatrol). */
const AUTOPATROLLED = new Set(['editor', 'mod', 'admin']);

/**
 * Puts every revision of a kind with an inbox in the editors' inbox, in the revision's transaction:
 * unseen, or seen already when an editor, a moderator or an admin made it.
 */
@Injectable()
export class InboxRecorder implements OnModuleInit {
  constructor(private readonly hooks: ContentHooks) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, kind, revision, authorRole }) => {
      if (!kind.inboxKind) return;
      await manager.insert(InboxEntryEntity, {
        id: newId(),
        revisionId: revision.id,
        kind: kind.inboxKind,
        status: authorRole && AUTOPATROLLED.has(authorRole) ? 'seen' : 'unseen',
        undone: false,
      });
    });
  }
}
