import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { type Role } from './api/types';
import { authProvider } from './auth/authProvider';
import { BASENAME } from './config';
import { dataProvider, resourcesFor } from './consoleResources';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { InboxPage } from './inbox';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { LoginPage } from './login/LoginPage';
import { createQueryClient } from './queryClient';

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
      layout={ConsoleLayout}
    >
      <CustomRoutes>
        <Route path="/inbox" element={<InboxPage />} />
      </CustomRoutes>
      {/* Only the resources the role may use; the server refuses the others anyway. */}
      {(permissions: Role | null) =>
        resourcesFor(permissions).map((screens) => <Resource key={screens.name} {...screens} />)
      }
    </Admin>
  );
};
