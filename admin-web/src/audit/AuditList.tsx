import { DataTable, DateField, List, SelectField, SelectInput, TextInput } from 'react-admin';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { type AuditRecord, actionChoices } from './types';

const filters = [
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <TextInput key="actor" source="actor" alwaysOn />,
  <TextInput key="targetType" source="targetType" />,
];

const Column = DataTable.Col<AuditRecord>;

/** Who did what, when, to what and why; read only (entries are never changed once written). */
export const AuditList = () => (
  <List filters={filters} sort={{ field: 'Created', order: 'DESC' }} perPage={50} exporter={false}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Column source="Created" sortByOrder="DESC">
        <DateField source="Created" showTime />
      </Column>
      <Column source="Action" disableSort>
        <SelectField source="Action" choices={actionChoices} />
      </Column>
      <Column source="ActorName" disableSort />
      <Column source="TargetType" disableSort />
      <Column source="TargetName" disableSort />
      <Column source="Reason" disableSort />
      <Column source="Details" disableSort />
      <Column label="console.reader_page" disableSort>
        <ReaderLinkField<AuditRecord> source="TargetLink" />
      </Column>
    </DataTable>
  </List>
);
