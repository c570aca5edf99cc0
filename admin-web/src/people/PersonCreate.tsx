import { Create, SimpleForm, TextInput, required } from 'react-admin';

export const PersonCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="Name" validate={required()} fullWidth />
    </SimpleForm>
  </Create>
);
