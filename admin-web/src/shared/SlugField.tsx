import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { KINDS, type SluggedKindType, textLimits } from '../../../backend/openapi/kinds';
import { apiPost } from '../api/client';
import { type SlugAvailability } from '../api/types';
import { useCan } from '../auth/useCan';
import { serverError } from './serverError';

/** The pause in typing after which the slug's availability is asked (as the reader's input). */
export const AVAILABILITY_DELAY_MS = 500;

interface SlugFieldProps {
  /** The record's kind: its pages' level makes the address (/article/{slug}). */
  type: SluggedKindType;
  /** The record field holding its current slug (null or '' when it has none). */
  source: string;
}

/**
 * The page's short address, /{level}/{slug}: set or changed on its own through the slug API (a
 * revision of the page's slug, the old address still leading to it), not with the form's Save.
 * The server normalises what is typed and says whether it is free, half a second after typing
 * stops; it can be saved once it is. Shown only to those the server lets give a first slug
 * (create) or change one (edit), and only on a live page.
 */
export const SlugField = ({ type, source }: SlugFieldProps) => {
  const record = useRecordContext();
  const { can } = useCan();
  const saved = typeof record?.[source] === 'string' ? (record[source] as string) : '';
  const rights = can?.Kinds.slug;
  const may = saved === '' ? rights?.Create : rights?.Edit;
  // A deleted page has no address to give (the server refuses a slug for it).
  if (!record || !may || record.Deleted === true) return null;
  return <SlugForm key={saved} type={type} id={String(record.id)} saved={saved} />;
};

const SlugForm = ({ type, id, saved }: { type: SluggedKindType; id: string; saved: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const inputId = useId();
  const [value, setValue] = useState(saved);
  const [answer, setAnswer] = useState<(SlugAvailability & { asked: string }) | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = value.trim() !== '' && value !== saved;

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      apiPost<SlugAvailability>('/api/slug/available', { slug: value }).then(
        (found) => setAnswer({ ...found, asked: value }),
        (error: unknown) => notify(...serverError(error)),
      );
    }, AVAILABILITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changed, value, notify]);

  // Only the answer about what the field shows now; saving waits for it.
  const shown = changed && answer?.asked === value ? answer : null;
  const ready = shown?.Available === true && !saving;
  const prefix = `/${KINDS[type].page.level}/`;

  const save = () => {
    if (!ready) return;
    setSaving(true);
    apiPost('/api/slug/create', { artifactType: type, artifactID: id, slug: value })
      .then(
        () => {
          notify('console.slug.saved', { type: 'success' });
          refresh();
        },
        (error: unknown) => notify(...serverError(error)),
      )
      .finally(() => setSaving(false));
  };

  // Enter saves the slug, not the form around it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    save();
  };

  const helper = shown
    ? shown.Available
      ? translate('console.slug.available', { address: `${prefix}${shown.Slug}` })
      : (shown.Reason ?? translate('console.slug.taken', { address: `${prefix}${shown.Slug}` }))
    : translate(saved ? 'console.slug.help_change' : 'console.slug.help_first', {
        address: `${prefix}${saved}`,
      });

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: '100%' }}>
      <TextField
        id={inputId}
        label={translate('console.slug.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        error={shown?.Available === false}
        helperText={helper}
        autoComplete="off"
        size="small"
        sx={{ flexGrow: 1, maxWidth: 560 }}
        slotProps={{
          htmlInput: { maxLength: textLimits('slug', 'Slug')?.max, spellCheck: false },
          input: { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> },
          formHelperText: { role: 'status' },
        }}
      />
      <Button variant="outlined" onClick={save} disabled={!ready} sx={{ mt: 0.25 }}>
        {translate(saved ? 'console.slug.change' : 'console.slug.set')}
      </Button>
    </Box>
  );
};
