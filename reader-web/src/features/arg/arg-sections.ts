import type { ArgDetailDto } from '../../api/types';

export type ArgTextField =
  | 'Argument'
  | 'Premises'
  | 'RejectingPremises'
  | 'Context'
  | 'Framing'
  | 'CounterArguments'
  | 'FurtherReading'
  | 'ReferencesBody';

/** The long-form sections of an argument, in reading order, with their edit labels. */
export const ARG_SECTIONS: ReadonlyArray<{
  field: ArgTextField & keyof ArgDetailDto;
  heading: string;
  editLabel: string;
  hint?: string;
}> = [
  { field: 'Argument', heading: 'Argument', editLabel: 'argument' },
  { field: 'Premises', heading: 'Premises', editLabel: 'premises' },
  { field: 'RejectingPremises', heading: 'Rejecting premises', editLabel: 'rejecting premises' },
  { field: 'Context', heading: 'Context', editLabel: 'context' },
  { field: 'Framing', heading: 'Framing', editLabel: 'framing' },
  { field: 'CounterArguments', heading: 'Counter-arguments', editLabel: 'counter-arguments' },
  { field: 'FurtherReading', heading: 'Further reading', editLabel: 'further reading' },
  {
    field: 'ReferencesBody',
    heading: 'References',
    editLabel: 'references',
    hint: 'One reference per line: its name, then its address (https://...).',
  },
];
