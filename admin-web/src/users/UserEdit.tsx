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
import { EditToolbar } from '../shared/EditToolbar';
import { ReasonInput } from '../shared/ReasonInput';
import { UserTitle } from './UserTitle';
import { roleChoices } from './roleChoices';

export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify('resources.users.notifications.role_updated', { type: 'success' });
    redirect('list', 'users');
  };
  // Pessimistic: the server may refuse (one's own role, the last admin), so show only what it
  // accepted. The reason goes to the audit log's role change entry.
  return (
    <Edit title={<UserTitle />} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<EditToolbar />}>
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
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
};
