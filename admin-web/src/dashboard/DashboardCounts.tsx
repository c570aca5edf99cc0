import { Stack } from '@mui/material';
import { useResourceDefinitions } from 'react-admin';
import { useInboxRights } from '../inbox';
import { type ConsoleResourceOptions } from '../shared/ConsoleResource';
import { InboxCount } from './InboxCount';
import { WaitingCount } from './WaitingCount';

/**
 * The work waiting: unseen inbox entries (when the person may read the inbox), then what each of
 * their resources counts as waiting (options.waiting: open requests, open reports).
 */
export const DashboardCounts = () => {
  const inbox = useInboxRights();
  const resources = Object.values(useResourceDefinitions<ConsoleResourceOptions>());
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {inbox.Read && <InboxCount />}
      {resources.map(
        ({ name, icon, options }) =>
          options?.waiting && (
            <WaitingCount key={name} resource={name} icon={icon} waiting={options.waiting} />
          ),
      )}
    </Stack>
  );
};
