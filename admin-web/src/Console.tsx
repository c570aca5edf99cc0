import { useState } from 'react';
import { Admin, Resource } from 'react-admin';
import { authProvider } from './auth/authProvider';
import { BASENAME } from './config';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './data/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { LoginPage } from './login/LoginPage';
import { createQueryClient } from './queryClient';
import users from './users';

/** The react-admin app, mounted under BASENAME inside the router that App sits in. */
export const Console = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <Admin
      basename={BASENAME}
      disableTelemetry
      requireAuth
      title="console.title"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      loginPage={LoginPage}
      dashboard={Dashboard}
    >
      {(permissions) => (permissions === 'admin' ? <Resource name="users" {...users} /> : null)}
    </Admin>
  );
};
