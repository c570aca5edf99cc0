import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { ReqCreate } from './ReqCreate';
import { ReqEdit } from './ReqEdit';
import { ReqList } from './ReqList';

export default {
  list: ReqList,
  edit: ReqEdit,
  create: ReqCreate,
  icon: QuestionAnswerIcon,
  recordRepresentation: 'Title',
};
