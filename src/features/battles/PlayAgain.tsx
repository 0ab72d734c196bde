/**
 * "Play again": asks first (what the new battle is and what the seat costs, taken from the balance only on confirm),
 * then creates the battle like this one and opens it, so the player watches it from its first seat on.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Modal } from '../../components/modal/Modal';
import { formatMoney } from '../../domain/format';
import { useCaseListQuery } from '../../api/case';
import { useRecreateBattleMutation } from '../../api/battle';
import { useIntlLocale, useLocalePath } from '../../lib/use-locale';
import { useErrorToast } from './battle-hooks';
import type { BattleDetail } from './battle-types';

/** What a seat in a battle like `battle` costs now: today's case prices (the server charges them), else its own. */
export function replayPrice(
  battle: Pick<BattleDetail, 'cases' | 'fixedPrice'>,
  prices: ReadonlyMap<string, number>,
): number {
  let sum = 0;
  for (const c of battle.cases) {
    const now = c.case.id === undefined ? undefined : prices.get(c.case.id);
    if (now === undefined) return battle.fixedPrice;
    sum += now * c.quantity;
  }
  return sum;
}

/** The Play again button and its confirmation. */
export function PlayAgain({ battle }: { battle: BattleDetail }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const fail = useErrorToast();
  const [asking, setAsking] = useState(false);
  const [recreate, recreating] = useRecreateBattleMutation();
  const { data: list } = useCaseListQuery(undefined, { skip: !asking });
  const prices = new Map((list ?? []).map((c) => [c.id, c.price]));
  const price = formatMoney(replayPrice(battle, prices), intl);
  const rounds = battle.cases.reduce((s, c) => s + c.quantity, 0);
  const confirm = () =>
    recreate({ battleID: battle.id })
      .unwrap()
      .then((b) => {
        setAsking(false);
        void navigate(localize(`/battles/view/${b.id}`));
      }, fail);
  return (
    <>
      <Button size="sm" variant="ghost" icon="plus" onClick={() => setAsking(true)} data-testid="recreate">
        {t('battles.view.recreate')}
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('battles.view.playAgainTitle')}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(false)} data-testid="recreate-cancel">
              {t('battles.view.playAgainBack')}
            </Button>
            <Button
              disabled={recreating.isLoading || !list}
              onClick={() => void confirm()}
              data-testid="recreate-confirm"
              data-autofocus
            >
              {t('battles.view.playAgainConfirm', { price })}
            </Button>
          </>
        }
      >
        <p data-testid="recreate-summary">{t('battles.view.playAgainBody', { count: rounds, price })}</p>
      </Modal>
    </>
  );
}
