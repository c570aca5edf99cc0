import { api, onWriteSuccess } from '../../../shared/api/api';
import type {
  ArtifactType,
  ChildrenDto,
  ActionDto,
  EditResultDto,
  FieldValueDto,
} from '../../../api/types';

export interface EditRequest {
  type: ArtifactType;
  id: string;
  action: ActionDto;
  revDesc: string;
  /** The editor says it changes what the argument says (see SubstantiveField). */
  substantive?: boolean;
}

export interface FieldRequest {
  type: ArtifactType;
  id: string;
  fieldName: string;
}

export const editApi = api.injectEndpoints({
  endpoints: (build) => ({
    getField: build.query<FieldValueDto, FieldRequest>({
      query: ({ type, id, fieldName }) => ({
        url: '/getfield',
        params: { artifactID: id, artifactType: type, fieldName },
      }),
      // The stored value is the OldValue of the edit: never from a stale cache.
      keepUnusedDataFor: 0,
    }),
    /** A kind's children in their order (a question's positions): what Edit order reorders. */
    getChildren: build.query<ChildrenDto, { type: ArtifactType; id: string }>({
      query: ({ type, id }) => ({ url: `/${type}/children`, params: { [`${type}ID`]: id } }),
      keepUnusedDataFor: 0,
    }),
    editArtifact: build.mutation<EditResultDto, EditRequest>({
      query: ({ type, id, action, revDesc, substantive }) => ({
        url: `/${type}/edit`,
        method: 'POST',
        body: { [`${type}ID`]: id, action, revDesc, ...(substantive ? { substantive } : {}) },
      }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const { useGetFieldQuery, useGetChildrenQuery, useEditArtifactMutation } = editApi;
