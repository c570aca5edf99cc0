import type { ArtifactType, Can, ConsoleResourceCan, KindCan } from '../../../api/types';
import { useMe } from './use-me';

/** The access table's lines the reader asks about: each content kind, links, admin requests. */
export type CanKind = ArtifactType | 'link' | 'adminReq';

export interface Capabilities {
  /** GET /api/me has answered (or failed: then nothing is allowed, as for anonymous visitors). */
  known: boolean;
  /** What the reader may do to anyone's artifact of a kind; no flags while not known. */
  kind(kind: CanKind): KindCan;
  /** The console resources the reader may open; none while not known. */
  console: readonly ConsoleResourceCan[];
}

const NOTHING: Can = { Kinds: {}, Console: [] };
const NO_FLAGS: KindCan = {};

/**
 * What the reader may do, as the server computed it by the rules it enforces (GET /api/me's Can):
 * tools are shown from these flags, never from a role. Can depends on the role alone, so the latest
 * answer serves whatever its path. While the first answer is on its way (and in a server render)
 * nothing is allowed: no tools until the server said.
 */
export function useCan(): Capabilities {
  const { latest, failed } = useMe();
  const can = latest?.Can ?? NOTHING;
  return {
    known: latest !== undefined || failed,
    kind: (kind) => can.Kinds[kind] ?? NO_FLAGS,
    console: can.Console,
  };
}
