import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { JobList } from './JobList';

const name = 'jobs';

export default {
  name,
  list: JobList,
  icon: WorkHistoryIcon,
  data: adminData(name, { update: ['State'] }),
} satisfies ConsoleResource;
