import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { markReaderReturnTarget } from './auth/readerReturnTarget';
import { BASENAME } from './config';
import { Console } from './Console';

/**
 * react-admin's way to live under a sub path: the router sees full paths and <Admin basename>
 * prefixes its links. Deep links like /admin/users/abc work once the server falls back to
 * index.html for every /admin/* path.
 */
export const App = () => {
  // Admin pages return to /: a later logout in the reader (same tab) must not go back before them.
  useEffect(markReaderReturnTarget, []);
  return (
    <Routes>
      <Route path={`${BASENAME}/*`} element={<Console />} />
      <Route path="*" element={<Navigate to={BASENAME} replace />} />
    </Routes>
  );
};
