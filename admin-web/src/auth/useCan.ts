import { usePermissions, useResourceContext } from 'react-admin';
import { type Can, type ConsoleRights } from '../api/types';
import { consoleRights } from './can';

/** What the server says the person may do (the auth provider's permissions: /api/me's Can). */
export const useCan = () => {
  const { permissions, isPending } = usePermissions<Can | null>();
  return { can: permissions ?? undefined, isPending };
};

/** The person's rights on the resource of the screen (or `resource`); undefined while loading. */
export const useResourceRights = (resource?: string): ConsoleRights | undefined => {
  const name = useResourceContext({ resource });
  return consoleRights(useCan().can, name);
};
