import { DateField, Edit, Labeled, SimpleForm, TextInput, required } from 'react-admin';
import { ContentTitle } from '../shared/ContentTitle';
import { EditToolbar } from '../shared/EditToolbar';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { ReasonInput } from '../shared/ReasonInput';
import { SlugField } from '../shared/SlugField';
import { type ArticleRecord, articlePath } from './types';

// Pessimistic: the write path refuses a field someone changed meanwhile (409) with a sentence.
export const ArticleEdit = () => (
  <Edit title={<ContentTitle source="Title" />} mutationMode="pessimistic">
    {/* Saving the slug reloads the record: what is being typed in the form stays. */}
    <SimpleForm toolbar={<EditToolbar />} resetOptions={{ keepDirtyValues: true }}>
      <ReaderLinkField<ArticleRecord> source="Link" path={articlePath} />
      <TextInput source="Title" validate={required()} fullWidth />
      <SlugField type="article" source="Slug" />
      <TextInput source="Body" multiline minRows={10} fullWidth />
      <ReasonInput />
      <Labeled>
        <DateField source="Created" showTime />
      </Labeled>
    </SimpleForm>
  </Edit>
);
