import {
  type CreateParams,
  type CreateResult,
  type DeleteManyParams,
  type DeleteManyResult,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetManyReferenceResult,
  type GetManyResult,
  type GetOneParams,
  type GetOneResult,
  type UpdateManyParams,
  type UpdateManyResult,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';

/** The calls one resource's API supports; the data provider rejects the others. */
export interface ResourceData {
  getList?(params: GetListParams): Promise<GetListResult>;
  getOne?(params: GetOneParams): Promise<GetOneResult>;
  getMany?(params: GetManyParams): Promise<GetManyResult>;
  getManyReference?(params: GetManyReferenceParams): Promise<GetManyReferenceResult>;
  create?(params: CreateParams): Promise<CreateResult>;
  update?(params: UpdateParams): Promise<UpdateResult>;
  updateMany?(params: UpdateManyParams): Promise<UpdateManyResult>;
  delete?(params: DeleteParams): Promise<DeleteResult>;
  deleteMany?(params: DeleteManyParams): Promise<DeleteManyResult>;
}

export type DataMethod = keyof ResourceData;
