import InsightsIcon from '@mui/icons-material/Insights';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { OrderEffectsList } from './OrderEffectsList';

const name = 'order-effects';

export default {
  name,
  list: OrderEffectsList,
  icon: InsightsIcon,
  options: { label: 'Order effects' },
  data: adminData(name),
} satisfies ConsoleResource;
