import FlagIcon from '@mui/icons-material/Flag';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { ReportList } from './ReportList';

const name = 'reports';

export default {
  name,
  list: ReportList,
  icon: FlagIcon,
  data: adminData(name, { update: ['Resolution'], updateMany: ['Resolution'] }),
} satisfies ConsoleResource;
