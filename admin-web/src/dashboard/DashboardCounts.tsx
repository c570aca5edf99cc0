import FlagIcon from '@mui/icons-material/Flag';
import InboxIcon from '@mui/icons-material/Inbox';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { Stack } from '@mui/material';
import { useBasename, useCreatePath, useGetList } from 'react-admin';
import { type Role } from '../api/types';
import { hasRole } from '../auth/consoleRoles';
import { CountCard } from './CountCard';
import { useInboxCount } from './useInboxCount';

const OPEN = { status: 'open' };
// Only the total matters: one row is the least the list API serves.
const ONE = { page: 1, perPage: 1 };

/** The work waiting: unseen inbox entries, open requests, and (for mods and admins) open reports. */
export const DashboardCounts = ({ role }: { role: Role }) => {
  const basename = useBasename();
  const createPath = useCreatePath();
  const canModerate = hasRole(role, 'mod');
  const inbox = useInboxCount();
  const reqs = useGetList('reqs', { filter: OPEN, pagination: ONE });
  const reports = useGetList(
    'reports',
    { filter: OPEN, pagination: ONE },
    { enabled: canModerate },
  );
  const openList = (resource: string) =>
    `${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(OPEN))}`;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <CountCard
        icon={<InboxIcon color="primary" fontSize="large" />}
        label="console.dashboard.unseen_inbox"
        count={inbox.data}
        failed={inbox.isError}
        to={`${basename}/inbox`}
      />
      <CountCard
        icon={<QuestionAnswerIcon color="primary" fontSize="large" />}
        label="console.dashboard.open_reqs"
        count={reqs.total}
        failed={reqs.isError}
        to={openList('reqs')}
      />
      {canModerate && (
        <CountCard
          icon={<FlagIcon color="primary" fontSize="large" />}
          label="console.dashboard.open_reports"
          count={reports.total}
          failed={reports.isError}
          to={openList('reports')}
        />
      )}
    </Stack>
  );
};
