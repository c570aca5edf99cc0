import {
  DateField,
  Edit,
  Labeled,
  SelectInput,
  SimpleForm,
  TextField,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { UserEditToolbar } from './UserEditToolbar';
import { UserTitle } from './UserTitle';
import { roleChoices } from './roleChoices';

export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify('resources.users.notifications.role_updated', { type: 'success' });
    redirect('list', 'users');
  };
  // Pessimistic: the server may refuse (403 for one's own role), so show only what it accepted.
  return (
    <Edit title={<UserTitle />} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<UserEditToolbar />}>
        <Labeled>
          <TextField source="UsernameCased" />
        </Labeled>
        <Labeled>
          <TextField source="Email" />
        </Labeled>
        <Labeled>
          <DateField source="Created" showTime />
        </Labeled>
        <SelectInput source="Role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Edit>
  );
};
