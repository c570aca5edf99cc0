import PeopleIcon from '@mui/icons-material/People';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

const name = 'users';

export default {
  name,
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'UsernameCased',
  options: { shortcut: 'resources.users.dashboard.open' },
  data: adminData(name, { update: ['Role'] }),
} satisfies ConsoleResource;
