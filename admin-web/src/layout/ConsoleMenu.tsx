import InboxIcon from '@mui/icons-material/Inbox';
import { Menu, useBasename, usePermissions } from 'react-admin';
import { type Role } from '../api/types';
import { hasConsoleAccess } from '../auth/consoleRoles';

/**
 * Dashboard, the inbox of user edits, then the resources Console registered for the role
 * (consoleResources: editors never see reports, only admins see users).
 */
export const ConsoleMenu = () => {
  const basename = useBasename();
  const { permissions: role } = usePermissions<Role | null>();
  return (
    <Menu>
      <Menu.DashboardItem />
      {hasConsoleAccess(role) && (
        <Menu.Item
          to={`${basename}/inbox`}
          primaryText="console.menu.inbox"
          leftIcon={<InboxIcon />}
        />
      )}
      <Menu.ResourceItems />
    </Menu>
  );
};
