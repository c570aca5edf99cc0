import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { type Can } from './api/types';
import { authProvider } from './auth/authProvider';
import { BASENAME } from './config';
import { dataProvider, resourcesFor } from './consoleResources';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { InboxPage, inboxRights } from './inbox';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { consoleDarkTheme, consoleTheme } from './layout/theme';
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
      theme={consoleTheme}
      darkTheme={consoleDarkTheme}
    >
      {/* Only what the server says the person may use (the server refuses the rest anyway). */}
      {(can: Can | null) => (
        <>
          {inboxRights(can).Read && (
            <CustomRoutes>
              <Route path="/inbox" element={<InboxPage />} />
            </CustomRoutes>
          )}
          {resourcesFor(can).map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </>
      )}
    </Admin>
  );
};
