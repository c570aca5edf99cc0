import PersonIcon from '@mui/icons-material/Person';
import { PersonCreate } from './PersonCreate';
import { PersonEdit } from './PersonEdit';
import { PersonList } from './PersonList';

export default {
  list: PersonList,
  edit: PersonEdit,
  create: PersonCreate,
  icon: PersonIcon,
  recordRepresentation: 'Name',
};
