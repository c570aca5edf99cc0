import { Button, Stack } from '@mui/material';
import { type ComponentType } from 'react';
import { useCreatePath, useResourceDefinitions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type ConsoleResourceOptions } from '../shared/ConsoleResource';

/** A button to the list of each resource that asks for one (options.shortcut) and is the person's. */
export const DashboardShortcuts = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const resources = Object.values(useResourceDefinitions<ConsoleResourceOptions>());
  const shortcuts = resources.filter((resource) => resource.options?.shortcut);
  if (shortcuts.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shortcuts.map(({ name, icon, options }) => {
        const Icon = icon as ComponentType | undefined;
        return (
          <Button
            key={name}
            component={Link}
            to={createPath({ resource: name, type: 'list' })}
            variant="outlined"
            startIcon={Icon && <Icon />}
          >
            {translate(options?.shortcut ?? '')}
          </Button>
        );
      })}
    </Stack>
  );
};
