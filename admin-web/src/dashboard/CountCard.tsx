import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

interface CountCardProps {
  icon: ReactNode;
  /** An i18n key taking smart_count. */
  label: string;
  count: number | undefined;
  /** The count could not be read: a dash instead of a figure. */
  failed?: boolean;
  to: string;
}

/** One figure of the dashboard, linking to the screen where the work is done. */
export const CountCard = ({ icon, label, count, failed, to }: CountCardProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ minWidth: 220, flex: 1 }}>
      <CardActionArea component={Link} to={to}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {icon}
          <div>
            <Typography variant="h4" component="p">
              {count !== undefined ? count : failed ? '–' : <Skeleton width={40} />}
            </Typography>
            <Typography color="text.secondary">
              {translate(label, { smart_count: count ?? 0 })}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
