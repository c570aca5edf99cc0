import { DateField, Edit, Labeled, SimpleForm, TextInput, required } from 'react-admin';
import { ContentTitle } from '../shared/ContentTitle';
import { EditToolbar } from '../shared/EditToolbar';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { ReasonInput } from '../shared/ReasonInput';
import { type CategoryRecord, categoryPath } from './types';

// Pessimistic: the write path refuses a field someone changed meanwhile (409) with a sentence.
export const CategoryEdit = () => (
  <Edit title={<ContentTitle source="Title" />} mutationMode="pessimistic">
    <SimpleForm toolbar={<EditToolbar />}>
      <ReaderLinkField<CategoryRecord> source="Link" path={categoryPath} />
      <TextInput source="Title" validate={required()} fullWidth />
      <TextInput source="Description" multiline minRows={3} fullWidth />
      <ReasonInput />
      <Labeled>
        <DateField source="Created" showTime />
      </Labeled>
    </SimpleForm>
  </Edit>
);
