import InboxIcon from '@mui/icons-material/Inbox';
import { useBasename } from 'react-admin';
import { CountCard } from './CountCard';
import { useInboxCount } from './useInboxCount';

/** The inbox entries nobody has marked seen, linking to the inbox. */
export const InboxCount = () => {
  const basename = useBasename();
  const inbox = useInboxCount();
  return (
    <CountCard
      icon={<InboxIcon color="primary" fontSize="large" />}
      label="console.dashboard.unseen_inbox"
      count={inbox.data}
      failed={inbox.isError}
      to={`${basename}/inbox`}
    />
  );
};
