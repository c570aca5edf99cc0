import { BooleanField, DataTable, DateField, List, NumberField, SearchInput } from 'react-admin';
import { deletedFilter } from '../shared/DeletedFilter';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { type PersonRecord, personPath } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />, deletedFilter];

const Column = DataTable.Col<PersonRecord>;

export const PersonList = () => (
  <List filters={filters} sort={{ field: 'Created', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable bulkActionButtons={false}>
      <Column source="Name" />
      <Column source="PathAlias" disableSort />
      <Column source="Quotes" disableSort>
        <NumberField source="Quotes" />
      </Column>
      <Column source="Deleted" disableSort>
        <BooleanField source="Deleted" looseValue />
      </Column>
      <Column source="Created">
        <DateField source="Created" />
      </Column>
      <Column label="console.reader_page" disableSort>
        <ReaderLinkField<PersonRecord> source="Link" path={personPath} />
      </Column>
    </DataTable>
  </List>
);
