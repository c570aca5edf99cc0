import { BooleanField, DataTable, DateField, List, NumberField, SearchInput } from 'react-admin';
import { deletedFilter } from '../shared/DeletedFilter';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { type CategoryRecord, categoryPath } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />, deletedFilter];

const Column = DataTable.Col<CategoryRecord>;

export const CategoryList = () => (
  <List filters={filters} sort={{ field: 'Created', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable bulkActionButtons={false}>
      <Column source="Title" />
      <Column source="Description" disableSort />
      <Column source="Questions" disableSort>
        <NumberField source="Questions" />
      </Column>
      <Column source="Deleted" disableSort>
        <BooleanField source="Deleted" looseValue />
      </Column>
      <Column source="Created">
        <DateField source="Created" />
      </Column>
      <Column label="console.reader_page" disableSort>
        <ReaderLinkField<CategoryRecord> source="Link" path={categoryPath} />
      </Column>
    </DataTable>
  </List>
);
