import CategoryIcon from '@mui/icons-material/Category';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';

const name = 'categories';

export default {
  name,
  list: CategoryList,
  edit: CategoryEdit,
  create: CategoryCreate,
  icon: CategoryIcon,
  recordRepresentation: 'Title',
  data: adminData(name, {
    create: ['Title', 'Description'],
    update: ['Title', 'Description'],
    delete: true,
  }),
} satisfies ConsoleResource;
