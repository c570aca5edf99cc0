import { DataTable, DateField, List, NumberField, SearchInput } from 'react-admin';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { type TagRecord, tagPath } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Column = DataTable.Col<TagRecord>;

export const TagList = () => (
  <List filters={filters} sort={{ field: 'Created', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable bulkActionButtons={false}>
      <Column source="Name" />
      <Column source="Uses" disableSort>
        <NumberField source="Uses" />
      </Column>
      <Column source="Created">
        <DateField source="Created" />
      </Column>
      <Column label="console.reader_page" disableSort>
        <ReaderLinkField<TagRecord> source="Link" path={tagPath} />
      </Column>
    </DataTable>
  </List>
);
