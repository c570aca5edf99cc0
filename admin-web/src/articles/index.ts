import ArticleIcon from '@mui/icons-material/Article';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { ArticleCreate } from './ArticleCreate';
import { ArticleEdit } from './ArticleEdit';
import { ArticleList } from './ArticleList';

const name = 'articles';

export default {
  name,
  list: ArticleList,
  edit: ArticleEdit,
  create: ArticleCreate,
  icon: ArticleIcon,
  recordRepresentation: 'Title',
  data: adminData(name, { create: ['Title'], update: ['Title', 'Body'], delete: true }),
} satisfies ConsoleResource;
