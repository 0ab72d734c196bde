/** The end of a reward row (a mission, a feast rung): "Claimed" once taken, else a Claim button while it is due. */
import { Button } from './Button';
import { Icon } from './Icon';
import styles from './ClaimCell.module.css';

/** Props of ClaimCell: `testId` names the parts `{testId}-claim` and `{testId}-claimed`. */
export interface ClaimCellProps {
  claimed: boolean;
  claimable: boolean;
  busy: boolean;
  onClaim: () => void;
  claimLabel: string;
  claimedLabel: string;
  testId: string;
}

/** The claim button, or the claimed mark. */
export function ClaimCell({
  claimed,
  claimable,
  busy,
  onClaim,
  claimLabel,
  claimedLabel,
  testId,
}: ClaimCellProps) {
  return (
    <span className={styles.action}>
      {claimed ? (
        <span className={styles.claimed} data-testid={`${testId}-claimed`}>
          <Icon name="check" size={14} /> {claimedLabel}
        </span>
      ) : (
        <Button size="sm" disabled={!claimable || busy} onClick={onClaim} data-testid={`${testId}-claim`}>
          {claimLabel}
        </Button>
      )}
    </span>
  );
}
