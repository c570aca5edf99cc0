import { DataTable, DateField, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { type UserRecord } from '../data/usersData';
import { roleChoices } from './roleChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

const Column = DataTable.Col<UserRecord>;

export const UserList = () => (
  // No CSV export: it would copy every email address out of the server's access control.
  <List filters={filters} sort={{ field: 'Created', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <Column source="UsernameCased" />
      <Column source="Email" />
      <Column source="Role">
        <SelectField source="Role" choices={roleChoices} />
      </Column>
      <Column source="Created">
        <DateField source="Created" />
      </Column>
    </DataTable>
  </List>
);
