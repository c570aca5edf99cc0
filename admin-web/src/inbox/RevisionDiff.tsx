import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Revision } from '../api/types';

type DiffEntry = Revision['Diff'][number];

const valueSx = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '12em',
  overflowY: 'auto',
  fontSize: '0.875rem',
} as const;

const Value = ({ value, tone }: { value: DiffEntry['Old']; tone: 'old' | 'new' }) => {
  const translate = useTranslate();
  if (value === null || value === '') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {translate('console.inbox.diff.empty')}
      </Typography>
    );
  }
  return (
    <Box
      component={tone === 'old' ? 'del' : 'ins'}
      sx={{
        ...valueSx,
        display: 'block',
        textDecoration: 'none',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: tone === 'old' ? 'rgba(211, 47, 47, 0.08)' : 'rgba(46, 125, 50, 0.1)',
      }}
    >
      {value}
    </Box>
  );
};

/** What a revision changed, field by field: the old value beside the new one. */
export const RevisionDiff = ({ diff }: { diff: Revision['Diff'] }) => {
  const translate = useTranslate();
  if (diff.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('console.inbox.diff.nothing')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('console.inbox.diff.label')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '16%' }}>{translate('console.inbox.diff.field')}</TableCell>
          <TableCell sx={{ width: '42%' }}>{translate('console.inbox.diff.old')}</TableCell>
          <TableCell sx={{ width: '42%' }}>{translate('console.inbox.diff.new')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {diff.map((change) => (
          <TableRow key={change.Field} sx={{ verticalAlign: 'top' }}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {change.Field}
            </TableCell>
            <TableCell>
              <Value value={change.Old} tone="old" />
            </TableCell>
            <TableCell>
              <Value value={change.New} tone="new" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
