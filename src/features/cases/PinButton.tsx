/** Pins or unpins a case for /my-cases (POST /v1/user/pin); shown only to signed-in players. */
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/Button';
import { showToast } from '../../components/toast/toast-actions';
import { usePinCaseMutation, useMe } from '../../api/user';
import { isPinned } from './my-cases-model';

/** Props of PinButton. */
export interface PinButtonProps {
  caseId: string;
  size?: 'sm' | 'md';
  /** Only the star (the label becomes the accessible name), for tile corners. */
  iconOnly?: boolean;
}

/** A toggle button: pinned cases wait on /my-cases. */
export function PinButton({ caseId, size = 'sm', iconOnly }: PinButtonProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const me = useMe();
  const [pin, { isLoading }] = usePinCaseMutation();
  if (!me.data) return null;
  const pinned = isPinned(me.data.pinCases, caseId);
  const toggle = async () => {
    try {
      await pin({ caseID: caseId, pinned: !pinned }).unwrap();
    } catch {
      showToast(dispatch, { kind: 'error', message: { key: 'pins.failed' } });
    }
  };
  const label = pinned ? t('pins.unpin') : t('pins.pin');
  return (
    <Button
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      variant={pinned ? 'primary' : 'secondary'}
      size={size}
      icon="star"
      aria-pressed={pinned}
      disabled={isLoading}
      onClick={() => void toggle()}
      data-testid="pin-case"
      data-pinned={pinned ? 'true' : 'false'}
    >
      {!iconOnly && label}
    </Button>
  );
}
