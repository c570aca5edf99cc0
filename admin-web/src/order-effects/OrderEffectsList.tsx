import { Alert, Typography } from '@mui/material';
import {
  DataTable,
  FunctionField,
  List,
  NumberField,
  TextInput,
  useListContext,
} from 'react-admin';
import { type OrderEffectRecord, questionIdOf } from './types';

const Column = DataTable.Col<OrderEffectRecord>;

const filters = [
  <TextInput
    key="question"
    source="question"
    label="Question (id or address)"
    helperText="Paste a question's address, e.g. /c/abc123; empty for the whole site"
    parse={(text: string) => questionIdOf(text) ?? ''}
    alwaysOn
  />,
];

/** Which figures are shown, and how to read them. */
const Scope = () => {
  const { filterValues } = useListContext();
  const question = (filterValues as { question?: string }).question;
  return (
    <Alert severity="info" sx={{ m: 1 }}>
      <Typography variant="body2">
        {question ? `Question ${question}` : 'The whole site'}: agreement ratings given in the
        voting flow, where each voter meets a position&apos;s arguments in an order of their own, by
        the rank the argument was shown at. Mean rating from 1 (I strongly agree) to 5 (I strongly
        disagree): a mean that moves with the rank is a position effect.
      </Typography>
    </Alert>
  );
};

/** Order effects (editors and up): mean agreement by rank shown, with counts; read only. */
export const OrderEffectsList = () => (
  <List
    filters={filters}
    sort={{ field: 'Rank', order: 'ASC' }}
    perPage={50}
    exporter={false}
    actions={false}
    title="Order effects"
  >
    <Scope />
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Column source="Rank" label="Rank shown" />
      <Column source="Ratings" label="Ratings" disableSort>
        <NumberField source="Ratings" />
      </Column>
      <Column source="MeanRating" label="Mean rating (1-5)" disableSort>
        <FunctionField<OrderEffectRecord>
          render={(row) => (row.MeanRating === null ? '-' : row.MeanRating.toFixed(2))}
        />
      </Column>
      <Column source="Rating1" label="Strongly agree (1)" disableSort />
      <Column source="Rating2" label="Agree (2)" disableSort />
      <Column source="Rating3" label="Undecided (3)" disableSort />
      <Column source="Rating4" label="Disagree (4)" disableSort />
      <Column source="Rating5" label="Strongly disagree (5)" disableSort />
    </DataTable>
  </List>
);
