import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AdminDataService } from '../admin/admin-data.service.js';
import type { Actor } from '../common/access.js';
import { kindCapabilities } from '../common/capabilities.js';
import { ROLES, type Role } from '../common/roles.js';
import type { CanDto } from './me.dto.js';

/** Everyone /api/me answers: an anonymous visitor (null) and each role. */
const READERS: readonly (Role | null)[] = [null, ...ROLES];

/** A role's capabilities, as sent: the same object, and its JSON for answers built as text. */
export interface RoleCapabilities {
  can: CanDto;
  json: string;
}

/**
 * /api/me's Can: what a person may do to anyone's content and in the console. It depends on the
 * role alone (what an artifact's owner may do is not in it), so it is computed once per role when
 * the app starts, after every kind, access line and console resource is registered, and every
 * answer reuses it (the fast path as ready JSON).
 */
@Injectable()
export class Capabilities implements OnApplicationBootstrap {
  private byRole: Map<Role | null, RoleCapabilities> | undefined;

  constructor(private readonly console: AdminDataService) {}

  onApplicationBootstrap(): void {
    this.byRole = new Map(READERS.map((role) => [role, this.compute(role)]));
  }

  of(user: Actor | null): RoleCapabilities {
    // A programming error: nothing answers before the app has started.
    if (!this.byRole) throw new Error('Capabilities are read before the app has started.');
    return this.byRole.get(user?.role ?? null)!;
  }

  private compute(role: Role | null): RoleCapabilities {
    // Nobody's artifact is this actor's: owner rules never apply.
    const actor = role === null ? null : { id: '', role };
    const can: CanDto = {
      Kinds: kindCapabilities(actor),
      Console: this.console.capabilities(actor),
    };
    return { can: deepFreeze(can), json: JSON.stringify(can) };
  }
}

/** Shared by every answer: nothing may change it. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value))
    if (inner !== null && typeof inner === 'object') deepFreeze(inner as object);
  return Object.freeze(value);
}
