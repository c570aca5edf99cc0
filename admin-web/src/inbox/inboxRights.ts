import { type Can, type KindRights } from '../api/types';
import { useCan } from '../auth/useCan';

/** What the person may do with the inbox: Read (see it), Edit (mark entries seen), Undo. */
export const inboxRights = (can: Can | null | undefined): KindRights => can?.Kinds.inbox ?? {};

export const useInboxRights = (): KindRights => inboxRights(useCan().can);
