import {
  BooleanField,
  DateField,
  Edit,
  Labeled,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { ContentTitle } from '../shared/ContentTitle';
import { EditToolbar } from '../shared/EditToolbar';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { ReasonInput } from '../shared/ReasonInput';
import { SuggestionActions, SuggestionOutcomeField } from './SuggestionActions';
import { type ReqRecord, statusChoices } from './types';

// Pessimistic: the write path refuses a field someone changed meanwhile (409) with a sentence.
export const ReqEdit = () => (
  <Edit title={<ContentTitle source="Title" />} mutationMode="pessimistic">
    <SimpleForm toolbar={<EditToolbar />}>
      <ReaderLinkField<ReqRecord> source="Link" />
      <Labeled>
        <TextField source="UsernameCased" />
      </Labeled>
      <Labeled>
        <BooleanField source="Admin" looseValue />
      </Labeled>
      <Labeled source="Outcome">
        <SuggestionOutcomeField />
      </Labeled>
      <SuggestionActions />
      <TextInput source="Title" validate={required()} fullWidth />
      <TextInput source="Issue" multiline minRows={4} fullWidth />
      <SelectInput source="Status" choices={statusChoices} validate={required()} />
      <ReasonInput />
      <Labeled>
        <DateField source="Created" showTime />
      </Labeled>
    </SimpleForm>
  </Edit>
);
