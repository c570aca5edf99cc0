import ArticleIcon from '@mui/icons-material/Article';
import { ArticleCreate } from './ArticleCreate';
import { ArticleEdit } from './ArticleEdit';
import { ArticleList } from './ArticleList';

export default {
  list: ArticleList,
  edit: ArticleEdit,
  create: ArticleCreate,
  icon: ArticleIcon,
  recordRepresentation: 'Title',
};
