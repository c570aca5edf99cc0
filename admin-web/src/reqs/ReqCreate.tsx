import { Create, SimpleForm, TextInput, required } from 'react-admin';

/** A request made in the console is an admin request (about the site, not one artifact). */
export const ReqCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="Title" validate={required()} fullWidth />
      <TextInput source="Issue" multiline minRows={4} validate={required()} fullWidth />
    </SimpleForm>
  </Create>
);
