import PersonIcon from '@mui/icons-material/Person';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { PersonCreate } from './PersonCreate';
import { PersonEdit } from './PersonEdit';
import { PersonList } from './PersonList';

const name = 'people';

export default {
  name,
  list: PersonList,
  edit: PersonEdit,
  create: PersonCreate,
  icon: PersonIcon,
  recordRepresentation: 'Name',
  data: adminData(name, { create: ['Name'], update: ['Name'], delete: true }),
} satisfies ConsoleResource;
