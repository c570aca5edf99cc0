import type { ArgPageDto } from '../../api/types';
import { preloadQuery } from '../../shared/routing/preload';
import type { AppStore } from '../../shared/store/store';
import { referenceApi } from './api/reference-api';

/**
 * The argument's references, read by the server from its ReferencesBody, loaded with the page so
 * that the server render lists them; nothing is asked when the argument has none.
 */
export async function preloadReferences(store: AppStore, page: ArgPageDto): Promise<void> {
  if (page.Arg.ReferencesBody.trim() === '') return;
  await preloadQuery(store, referenceApi.endpoints.getReferences.initiate(page.Arg.ArgID));
}
