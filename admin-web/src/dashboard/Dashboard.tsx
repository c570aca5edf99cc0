import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity, useTranslate } from 'react-admin';
import { DashboardCounts } from './DashboardCounts';
import { DashboardShortcuts } from './DashboardShortcuts';

/** Who is signed in, shortcuts to what they manage, and the work waiting for them. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Loading />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="console.title" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {translate('console.dashboard.welcome', { name: identity?.fullName ?? '' })}
            </Typography>
            {identity?.role && (
              <Typography>
                {translate('console.dashboard.signed_in_as', {
                  role: translate(`console.roles.${identity.role}`),
                })}
              </Typography>
            )}
            <DashboardShortcuts />
          </Stack>
        </CardContent>
      </Card>
      <DashboardCounts />
    </Stack>
  );
};
