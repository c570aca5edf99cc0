import type { ConvoListItemDto } from '../../../api/types';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 positions · 12 arguments · 40 voters": what a listed question holds. */
export function ConvoFigures({ convo }: { convo: ConvoListItemDto }) {
  return (
    <p className="convo-figures">
      {counted(convo.Positions, 'position', 'positions')} ·{' '}
      {counted(convo.Arguments, 'argument', 'arguments')} ·{' '}
      {counted(convo.Voters, 'voter', 'voters')}
    </p>
  );
}
