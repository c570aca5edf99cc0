import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';

/** "Category: Physics" — the resource's name and the record's title field. */
export const ContentTitle = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  const title = record?.[source];
  return <span>{typeof title === 'string' && title ? `${name}: ${title}` : name}</span>;
};
