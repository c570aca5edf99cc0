import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { TagEdit } from './TagEdit';
import { TagList } from './TagList';

const name = 'tags';

export default {
  name,
  list: TagList,
  edit: TagEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'Name',
  data: adminData(name, { update: ['Name'] }),
} satisfies ConsoleResource;
