import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { TagEdit } from './TagEdit';
import { TagList } from './TagList';

export default {
  list: TagList,
  edit: TagEdit,
  icon: LocalOfferIcon,
  recordRepresentation: 'Name',
};
