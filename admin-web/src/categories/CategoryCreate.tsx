import { Create, SimpleForm, TextInput, required } from 'react-admin';

export const CategoryCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="Title" validate={required()} fullWidth />
      <TextInput source="Description" multiline minRows={3} fullWidth />
    </SimpleForm>
  </Create>
);
