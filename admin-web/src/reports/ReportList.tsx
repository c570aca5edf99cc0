import {
  DataTable,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { useResourceRights } from '../auth/useCan';
import { ReaderLinkField } from '../shared/ReaderLinkField';
import { CommentAndReasons } from './CommentAndReasons';
import { ReportBulkActions } from './ReportBulkActions';
import { ResolveButtons } from './ResolveButtons';
import { type ReportRecord, resolutionChoices, statusChoices } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

const Column = DataTable.Col<ReportRecord>;

/**
 * Reported comments, the open ones by default, most recently reported first (the one sort the
 * server offers), with who reported each and why.
 */
export const ReportList = () => {
  const rights = useResourceRights();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'LastReported', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={rights?.Update ? <ReportBulkActions /> : false}
      >
        <Column source="Body" disableSort sx={{ maxWidth: 360 }}>
          <CommentAndReasons />
        </Column>
        <Column source="CommentAuthor" disableSort />
        <Column source="Reports" disableSort>
          <NumberField source="Reports" />
        </Column>
        <Column source="LastReported" sortByOrder="DESC">
          <DateField source="LastReported" showTime />
        </Column>
        <Column source="Status" disableSort>
          <SelectField source="Status" choices={statusChoices} />
        </Column>
        <Column source="Resolution" disableSort>
          <SelectField source="Resolution" choices={resolutionChoices} emptyText="" />
        </Column>
        <Column label="console.reader_page" disableSort>
          <ReaderLinkField<ReportRecord> source="ThreadLink" />
        </Column>
        <Column label="resources.reports.fields.resolve" disableSort>
          <ResolveButtons />
        </Column>
      </DataTable>
    </List>
  );
};
