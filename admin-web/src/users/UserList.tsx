import { DataTable, DateField, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import { roleChoices } from './roleChoices';
import { type UserRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

const Column = DataTable.Col<UserRecord>;

export const UserList = () => (
  // No CSV export: it would copy every email address out of the server's access control.
  <List filters={filters} sort={{ field: 'Created', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable bulkActionButtons={false}>
      {/* Sorted by the lower-case Username the server sorts on; shown as the user spells it. */}
      <Column source="Username" render={(user) => user.UsernameCased} />
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
