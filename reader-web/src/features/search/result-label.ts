import type { SearchResultDto } from '../../api/types';
import { TYPE_LABEL } from '../artifact/artifact-types';

/** The badge of a search result: what kind of page it leads to. */
export const RESULT_LABEL: Record<SearchResultDto['ArtifactType'], string> = {
  convo: TYPE_LABEL.convo,
  pos: TYPE_LABEL.pos,
  arg: TYPE_LABEL.arg,
  tag: TYPE_LABEL.tag,
  person: 'Person',
  article: 'Article',
};
