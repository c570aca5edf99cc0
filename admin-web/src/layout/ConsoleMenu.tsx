import InboxIcon from '@mui/icons-material/Inbox';
import { Menu, useBasename } from 'react-admin';
import { useInboxRights } from '../inbox';

/**
 * Dashboard, the inbox of user edits (when the server lets the person read it), then the
 * resources Console registered: those the server lists for the person.
 */
export const ConsoleMenu = () => {
  const basename = useBasename();
  const inbox = useInboxRights();
  return (
    <Menu>
      <Menu.DashboardItem />
      {inbox.Read && (
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
