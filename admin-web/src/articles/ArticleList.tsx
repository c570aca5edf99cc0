import { BooleanField, DataTable, DateField, List, SearchInput } from 'react-admin';
import { deletedFilter } from '../shared/DeletedFilter';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { type ArticleRecord, articlePath } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />, deletedFilter];

const Column = DataTable.Col<ArticleRecord>;

export const ArticleList = () => (
  <List filters={filters} sort={{ field: 'Created', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable bulkActionButtons={false}>
      <Column source="Title" />
      <Column source="Slug" disableSort />
      <Column source="Deleted" disableSort>
        <BooleanField source="Deleted" looseValue />
      </Column>
      <Column source="Created">
        <DateField source="Created" />
      </Column>
      <Column label="console.reader_page" disableSort>
        <ReaderLinkField<ArticleRecord> source="Link" path={articlePath} />
      </Column>
    </DataTable>
  </List>
);
