import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel, isKindType } from '../../../backend/openapi/kinds';
import { type Revision } from '../api/types';

type DiffEntry = Revision['Diff'][number];
type TextPiece = NonNullable<DiffEntry['Changes']>[number];

const valueSx = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '12em',
  overflowY: 'auto',
  fontSize: '0.875rem',
} as const;

/** A field as a person names it ('Counter-arguments'); its name for a kind the console lacks. */
function fieldName(type: string, field: string): string {
  const words = isKindType(type) ? fieldLabel(type, field) : field;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A value as a person reads it: a structured one (an order, categories, a position, links) by the
 * server's reading, a list item by item; text as it is.
 */
const Reading = ({ value, shown }: { value: DiffEntry['Old']; shown?: string[] }) => {
  if (!shown) return <>{value}</>;
  if (shown.length === 1) return <>{shown[0]}</>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {shown.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
};

const TONES = {
  old: { light: 'rgba(211, 47, 47, 0.08)', strong: 'rgba(211, 47, 47, 0.3)' },
  new: { light: 'rgba(46, 125, 50, 0.1)', strong: 'rgba(46, 125, 50, 0.35)' },
} as const;

/**
 * One side of a text edited in place: the old text with its removed words struck and marked, or
 * the new one with its added words marked; the words kept are plain.
 */
const ChangedText = ({ pieces, tone }: { pieces: TextPiece[]; tone: 'old' | 'new' }) => {
  const mine = tone === 'old' ? 'removed' : 'added';
  return (
    <Box sx={{ ...valueSx, px: 1, py: 0.5, borderRadius: 1, bgcolor: TONES[tone].light }}>
      {pieces.map((piece, index) => {
        if (piece.Change === undefined) return <span key={index}>{piece.Text}</span>;
        if (piece.Change !== mine) return null;
        return (
          <Box
            key={index}
            component={tone === 'old' ? 'del' : 'ins'}
            sx={{
              bgcolor: TONES[tone].strong,
              borderRadius: 0.5,
              textDecoration: tone === 'old' ? 'line-through' : 'none',
            }}
          >
            {piece.Text}
          </Box>
        );
      })}
    </Box>
  );
};

const Value = ({
  value,
  shown,
  changes,
  tone,
}: {
  value: DiffEntry['Old'];
  shown?: string[];
  changes?: TextPiece[];
  tone: 'old' | 'new';
}) => {
  const translate = useTranslate();
  if (changes) return <ChangedText pieces={changes} tone={tone} />;
  if (value === null || value === '' || shown?.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {translate(shown ? 'console.inbox.diff.none' : 'console.inbox.diff.empty')}
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
        bgcolor: TONES[tone].light,
      }}
    >
      <Reading value={value} shown={shown} />
    </Box>
  );
};

/**
 * What a revision changed, field by field: the old value beside the new one, a text edited in
 * place with its changed words marked on each side (as the server found them).
 */
export const RevisionDiff = ({ type, diff }: { type: string; diff: Revision['Diff'] }) => {
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
              {fieldName(type, change.Field)}
            </TableCell>
            <TableCell>
              <Value
                value={change.Old}
                shown={change.OldShown}
                changes={change.Changes}
                tone="old"
              />
            </TableCell>
            <TableCell>
              <Value
                value={change.New}
                shown={change.NewShown}
                changes={change.Changes}
                tone="new"
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
