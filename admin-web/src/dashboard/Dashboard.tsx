import PeopleIcon from '@mui/icons-material/People';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  Loading,
  Title,
  useCreatePath,
  useGetIdentity,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { type Role } from '../api/types';
import { hasConsoleAccess } from '../auth/consoleRoles';
import { DashboardCounts } from './DashboardCounts';

/** Who is signed in, what their role allows, and the work waiting for them. */
export const Dashboard = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { permissions: role, isPending: rolePending } = usePermissions<Role | null>();
  if (identityPending || rolePending) return <Loading />;
  const roleName = role ? translate(`console.roles.${role}`) : '';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="console.title" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {translate('console.dashboard.welcome', { name: identity?.fullName ?? '' })}
            </Typography>
            <Typography>
              {translate('console.dashboard.signed_in_as', { role: roleName })}
            </Typography>
            {hasConsoleAccess(role) && (
              <Typography>{translate(`console.dashboard.can.${role}`)}</Typography>
            )}
            {role === 'admin' && (
              <Box>
                <Button
                  component={Link}
                  to={createPath({ resource: 'users', type: 'list' })}
                  variant="outlined"
                  startIcon={<PeopleIcon />}
                >
                  {translate('console.dashboard.open_users')}
                </Button>
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
      {role && hasConsoleAccess(role) && <DashboardCounts role={role} />}
    </Stack>
  );
};
