import { DateField, Edit, Labeled, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { ContentTitle } from '../shared/ContentTitle';
import { EditToolbar } from '../shared/EditToolbar';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { ReasonInput } from '../shared/ReasonInput';
import { type PersonRecord, personPath } from './types';

// Pessimistic: the write path refuses a field someone changed meanwhile (409) with a sentence.
export const PersonEdit = () => (
  <Edit title={<ContentTitle source="Name" />} mutationMode="pessimistic">
    <SimpleForm toolbar={<EditToolbar />}>
      <ReaderLinkField<PersonRecord> source="Link" path={personPath} />
      <TextInput source="Name" validate={required()} fullWidth />
      <Labeled>
        <TextField source="PathAlias" />
      </Labeled>
      <ReasonInput />
      <Labeled>
        <DateField source="Created" showTime />
      </Labeled>
    </SimpleForm>
  </Edit>
);
