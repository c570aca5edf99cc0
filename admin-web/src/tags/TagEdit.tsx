import {
  DateField,
  Edit,
  Labeled,
  NumberField,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { ContentTitle } from '../shared/ContentTitle';
import { EditToolbar } from '../shared/EditToolbar';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { ReasonInput } from '../shared/ReasonInput';
import { type TagRecord, tagPath } from './types';

/** Renames a tag through the write path (its name rule applies; a stale rename is refused). */
export const TagEdit = () => (
  <Edit title={<ContentTitle source="Name" />} mutationMode="pessimistic">
    <SimpleForm toolbar={<EditToolbar />}>
      <ReaderLinkField<TagRecord> source="Link" path={tagPath} />
      <TextInput source="Name" validate={required()} fullWidth />
      <ReasonInput />
      <Labeled>
        <NumberField source="Uses" />
      </Labeled>
      <Labeled>
        <DateField source="Created" showTime />
      </Labeled>
    </SimpleForm>
  </Edit>
);
