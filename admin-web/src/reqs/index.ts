import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { adminData } from '../data/adminData';
import { type ConsoleResource } from '../shared/ConsoleResource';
import { ReqCreate } from './ReqCreate';
import { ReqEdit } from './ReqEdit';
import { ReqList } from './ReqList';

const name = 'reqs';

export default {
  name,
  list: ReqList,
  edit: ReqEdit,
  create: ReqCreate,
  icon: QuestionAnswerIcon,
  recordRepresentation: 'Title',
  options: { waiting: { filter: { status: 'open' }, label: 'resources.reqs.dashboard.open' } },
  data: adminData(name, {
    create: ['Title', 'Issue'],
    // A suggested question is resolved by Resolution ('question' with the new question's
    // QuestionTitle and QuestionDescription, or 'decline' with the reason).
    update: ['Title', 'Issue', 'Status', 'Resolution', 'QuestionTitle', 'QuestionDescription'],
    updateMany: ['Status'],
    delete: true,
  }),
} satisfies ConsoleResource;
