import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** Buttons in a list row: side by side, and a click on them does not open the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Stack>
  );
}
