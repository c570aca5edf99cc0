import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadQuery } from '../../shared/routing/preload';
import { SITE_NAME } from '../../shared/site';
import { storeOf, type StoreSource } from '../../shared/routing/store-source';
import type { RouteMeta } from '../seo/page-meta';

const DESCRIPTION_CHARS = 160;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_CHARS ? flat : `${flat.slice(0, DESCRIPTION_CHARS - 1)}…`;
}

/**
 * /u/{username}: the public profile, server-rendered (its edits load in the browser). The profile
 * API loads with the page's code, not with every read page's first load.
 */
export function userLoader(source: StoreSource) {
  return async (args: LoaderFunctionArgs): Promise<RouteMeta> => {
    const store = storeOf(source, args);
    const { profileApi } = await import('./api/profile-api');
    const { Profile } = await loadQuery(
      store,
      profileApi.endpoints.getPublicProfile.initiate(args.params.username ?? ''),
    );
    const name = Profile.FullName ? `${Profile.FullName} (${Profile.Username})` : Profile.Username;
    return {
      title: name,
      description: Profile.Bio
        ? shortened(Profile.Bio)
        : `${Profile.Username}'s profile and edits in the ${SITE_NAME}.`,
      canonicalPath: `/u/${encodeURIComponent(Profile.Username.toLowerCase())}`,
      type: 'profile',
    };
  };
}
