/** The "ends in" figure of a running feast, giveaway or race: a countdown on the server clock. */
import { useTranslation } from 'react-i18next';
import { CountdownTimer } from '../../components/CountdownTimer';
import { Stat } from '../../components/Stat';

/** Props of EndsInStat: `now` reads the server clock; `onZero` runs when the countdown reaches zero. */
export interface EndsInStatProps {
  /** Whose countdown: its label is `events.<kind>.endsIn`, its test id `<kind>-countdown`. */
  kind: 'feast' | 'giveaway' | 'race';
  endsAt: number;
  now: () => number;
  onZero?: () => void;
}

/** A clock-icon stat counting down to `endsAt`. */
export function EndsInStat({ kind, endsAt, now, onZero }: EndsInStatProps) {
  const { t } = useTranslation();
  return (
    <Stat
      label={t(`events.${kind}.endsIn`)}
      icon="clock"
      value={<CountdownTimer endsAt={endsAt} now={now} onZero={onZero} testId={`${kind}-countdown`} />}
    />
  );
}
