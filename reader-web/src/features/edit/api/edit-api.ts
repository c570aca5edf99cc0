import { api, onWriteSuccess } from '../../../shared/api/api';
import type {
  ArtifactType,
  ChildrenDto,
  ActionDto,
  EditResultDto,
  FieldValueDto,
  NewArgResultDto,
  NewConvoResultDto,
  NewPosResultDto,
} from '../../../api/types';

export interface EditRequest {
  type: ArtifactType;
  id: string;
  action: ActionDto;
  revDesc: string;
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
    getChildren: build.query<ChildrenDto, { type: 'convo' | 'pos'; id: string }>({
      query: ({ type, id }) => ({ url: `/${type}/children`, params: { [`${type}ID`]: id } }),
      keepUnusedDataFor: 0,
    }),
    editArtifact: build.mutation<EditResultDto, EditRequest>({
      query: ({ type, id, action, revDesc }) => ({
        url: `/${type}/edit`,
        method: 'POST',
        body: { [`${type}ID`]: id, action, revDesc },
      }),
      invalidatesTags: onWriteSuccess,
    }),
    newConvo: build.mutation<NewConvoResultDto, { title: string; description: string }>({
      query: (body) => ({ url: '/convo/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
    newPos: build.mutation<
      NewPosResultDto,
      { convoID: string; title: string; description: string }
    >({
      query: (body) => ({ url: '/pos/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
    newArg: build.mutation<NewArgResultDto, { posID: string; title: string; description: string }>({
      query: (body) => ({ url: '/arg/new', method: 'POST', body }),
      invalidatesTags: onWriteSuccess,
    }),
  }),
});

export const {
  useGetFieldQuery,
  useGetChildrenQuery,
  useEditArtifactMutation,
  useNewConvoMutation,
  useNewPosMutation,
  useNewArgMutation,
} = editApi;
