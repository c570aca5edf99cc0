import { type SvgIconProps } from '@mui/material';
import { type ComponentType } from 'react';
import { useCreatePath, useGetList } from 'react-admin';
import { type WaitingRecords } from '../shared/ConsoleResource';
import { CountCard } from './CountCard';

interface WaitingCountProps {
  resource: string;
  /** The resource's icon (a component). */
  icon?: ComponentType<SvgIconProps>;
  waiting: WaitingRecords;
}

// Only the total matters: one row is the least the list API serves.
const ONE = { page: 1, perPage: 1 };

/** How many records of a resource wait (its declared filter), linking to its list so filtered. */
export const WaitingCount = ({
  resource,
  icon: Icon,
  waiting: { filter, label },
}: WaitingCountProps) => {
  const createPath = useCreatePath();
  const { total, isError } = useGetList(resource, { filter, pagination: ONE });
  const list = createPath({ resource, type: 'list' });
  return (
    <CountCard
      icon={Icon && <Icon color="primary" fontSize="large" />}
      label={label}
      count={total}
      failed={isError}
      to={`${list}?filter=${encodeURIComponent(JSON.stringify(filter))}`}
    />
  );
};
