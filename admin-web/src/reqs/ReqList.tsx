import {
  BooleanField,
  BooleanInput,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { useResourceRights } from '../auth/useCan';
import { deletedFilter } from '../shared/DeletedFilter';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { ReqBulkActions } from './ReqBulkActions';
import { SuggestionActions, SuggestionOutcomeField } from './SuggestionActions';
import { type ReqRecord, artifactTypeChoices, statusChoices } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <BooleanInput key="admin" source="admin" />,
  <BooleanInput key="suggestion" source="suggestion" />,
  deletedFilter,
];

const Column = DataTable.Col<ReqRecord>;

export const ReqList = () => {
  const rights = useResourceRights();
  return (
    <List
      filters={filters}
      sort={{ field: 'Created', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable bulkActionButtons={rights?.Update ? <ReqBulkActions /> : false}>
        <Column source="Title" />
        <Column source="Status">
          <SelectField source="Status" choices={statusChoices} />
        </Column>
        <Column source="Admin" disableSort>
          <BooleanField source="Admin" looseValue />
        </Column>
        <Column source="ArtifactType" disableSort>
          <SelectField source="ArtifactType" choices={artifactTypeChoices} emptyText="" />
        </Column>
        <Column source="Outcome" disableSort>
          <SuggestionOutcomeField />
        </Column>
        <Column source="UsernameCased" disableSort />
        <Column source="Deleted" disableSort>
          <BooleanField source="Deleted" looseValue />
        </Column>
        <Column source="Created">
          <DateField source="Created" />
        </Column>
        <Column label="console.reader_page" disableSort>
          <ReaderLinkField<ReqRecord> source="Link" />
        </Column>
        <Column label="" disableSort>
          <SuggestionActions />
        </Column>
      </DataTable>
    </List>
  );
};
