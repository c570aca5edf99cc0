import { Create, SimpleForm, TextInput, required } from 'react-admin';

/** A new article starts with its title; its body is written on the edit screen. */
export const ArticleCreate = () => (
  <Create redirect="edit">
    <SimpleForm>
      <TextInput source="Title" validate={required()} fullWidth />
    </SimpleForm>
  </Create>
);
