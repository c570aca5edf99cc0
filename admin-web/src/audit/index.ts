import HistoryIcon from '@mui/icons-material/History';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { AuditList } from './AuditList';

const name = 'audit';

export default {
  name,
  list: AuditList,
  icon: HistoryIcon,
  data: adminData(name),
} satisfies ConsoleResource;
