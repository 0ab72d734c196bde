/** The "ends in" figure of a running feast, giveaway or race: a countdown on the server clock. */
import type { ReactNode } from 'react';
import { CountdownTimer } from '../../components/CountdownTimer';
import { Stat } from '../../components/Stat';

/** Props of EndsInStat: `now` reads the server clock; `onZero` runs when the countdown reaches zero. */
export interface EndsInStatProps {
  label: ReactNode;
  endsAt: number;
  now: () => number;
  onZero?: () => void;
  testId?: string;
}

/** A clock-icon stat counting down to `endsAt`. */
export function EndsInStat({ label, endsAt, now, onZero, testId }: EndsInStatProps) {
  return (
    <Stat
      label={label}
      icon="clock"
      value={<CountdownTimer endsAt={endsAt} now={now} onZero={onZero} testId={testId} />}
    />
  );
}
