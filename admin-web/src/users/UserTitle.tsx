import { useRecordContext, useTranslate } from 'react-admin';
import { type UserRecord } from './types';

export const UserTitle = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const name = translate('resources.users.name', { smart_count: 1 });
  return <span>{record ? `${name} ${record.UsernameCased}` : name}</span>;
};
