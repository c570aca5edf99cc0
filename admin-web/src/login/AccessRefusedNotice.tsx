import { Alert } from '@mui/material';
import { useAuthState, useTranslate } from 'react-admin';
import { isAccessRefused } from '../auth/AccessRefusedError';

/**
 * A signed-in reader without a console role lands on the login page; say why, and keep saying
 * it (a notification would vanish after a few seconds).
 */
export const AccessRefusedNotice = () => {
  const translate = useTranslate();
  const { error } = useAuthState(undefined, false);
  if (!isAccessRefused(error)) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mx: 2, mb: 1, maxWidth: 300 }}>
      {translate(error.message)}
    </Alert>
  );
};
