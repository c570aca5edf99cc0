import FlagIcon from '@mui/icons-material/Flag';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { ReportList } from './ReportList';

const name = 'reports';

export default {
  name,
  list: ReportList,
  icon: FlagIcon,
  options: { waiting: { filter: { status: 'open' }, label: 'resources.reports.dashboard.open' } },
  data: adminData(name, { update: ['Resolution'], updateMany: ['Resolution'] }),
} satisfies ConsoleResource;
