/** /battles/new: pick cases and quantities, type, players, mode and visibility, see the cost, create. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AutoGrid } from '../../components/AutoGrid';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/page/PageHeader';
import { Price } from '../../components/Price';
import { Spinner } from '../../components/Spinner';
import { Panel } from '../../components/Panel';
import { SplitLayout } from '../../components/SplitLayout';
import { battleCost, MAX_ROUNDS } from '../../domain/battle-rules';
import { formatMoney } from '../../domain/format';
import { usePageCopy } from '../../lib/page-copy';
import { useIntlLocale, useLocalePath } from '../../lib/use-locale';
import { goToSignIn, useBattleMe, useErrorToast } from './battle-hooks';
import { useCaseListQuery } from '../../api/case';
import { useCreateBattleMutation } from '../../api/battle';
import { MyTemplates } from './MyTemplates';
import { NewBattleOptions, type NewBattleSetup } from './NewBattleOptions';
import styles from './BattleNewPage.module.css';

/** Sets one case's quantity within the round limit; 0 removes it. */
export function setQuantity(
  picked: Readonly<Record<string, number>>,
  id: string,
  q: number,
): Record<string, number> {
  const others = Object.entries(picked).reduce((n, [k, v]) => (k === id ? n : n + v), 0);
  const next = Math.max(0, Math.min(q, MAX_ROUNDS - others));
  const out = { ...picked };
  if (next === 0) delete out[id];
  else out[id] = next;
  return out;
}

/** The create-battle screen. */
export function BattleNewPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('battleNew');
  const intl = useIntlLocale();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const me = useBattleMe();
  const fail = useErrorToast();
  const { data: cases, isLoading } = useCaseListQuery();
  const [create, creating] = useCreateBattleMutation();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Record<string, number>>({});
  const [setup, setSetup] = useState<NewBattleSetup>({
    type: 'single',
    players: 2,
    mode: 'default',
    isPublic: true,
  });
  const q = query.trim().toLowerCase();
  const list = useMemo(
    () => (cases ?? []).filter((c) => !q || c.title.toLowerCase().includes(q)),
    [cases, q],
  );
  const chosen = (cases ?? []).filter((c) => picked[c.id]);
  const rounds = Object.values(picked).reduce((a, b) => a + b, 0);
  const cost = battleCost(chosen.map((c) => ({ price: c.price, quantity: picked[c.id] })));
  const seats = setup.type === 'team' ? 4 : setup.players;
  const submit = () => {
    if (!me) return goToSignIn();
    create({
      cases: chosen.map((c) => ({ caseID: c.id, quantity: picked[c.id] })),
      type: setup.type,
      players: seats,
      mode: setup.mode,
      isPublic: setup.isPublic,
    })
      .unwrap()
      .then((b) => navigate(localize(`/battles/view/${b.id}`)), fail);
  };
  return (
    <div className={styles.page}>
      <PageHeader {...copy} eyebrow={t('battles.new.eyebrow')} icon="plus" />
      {me && <MyTemplates />}
      <SplitLayout side={340} stackAt={960}>
        <Panel as="section" large>
          <div className={styles.pickerHead}>
            <h2>{t('battles.new.cases')}</h2>
            <label className={styles.search}>
              <Icon name="search" size={18} />
              <span className="visually-hidden">{t('battles.new.search')}</span>
              <input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('battles.new.search')}
                data-testid="case-search"
              />
            </label>
          </div>
          {isLoading && <Spinner />}
          <AutoGrid list min={150} phone={2} className={styles.cases}>
            {list.map((c) => {
              const n = picked[c.id] ?? 0;
              return (
                <li key={c.id} className={n ? styles.on : ''} data-testid="case-option" data-case-id={c.id}>
                  <button
                    type="button"
                    className={styles.art}
                    onClick={() => setPicked((p) => setQuantity(p, c.id, n + 1))}
                    aria-label={t('battles.new.add', { title: c.title })}
                  >
                    <img src={c.image} alt="" width={96} height={96} loading="lazy" />
                  </button>
                  <strong className={styles.title}>{c.title}</strong>
                  <Price cents={c.price} coin={false} className={styles.price} />
                  <div className={styles.stepper}>
                    <button
                      type="button"
                      onClick={() => setPicked((p) => setQuantity(p, c.id, n - 1))}
                      disabled={n === 0}
                      aria-label={t('battles.new.less')}
                      data-testid="case-minus"
                    >
                      −
                    </button>
                    <span data-testid="case-qty">{n}</span>
                    <button
                      type="button"
                      onClick={() => setPicked((p) => setQuantity(p, c.id, n + 1))}
                      disabled={rounds >= MAX_ROUNDS}
                      aria-label={t('battles.new.more')}
                      data-testid="case-plus"
                    >
                      +
                    </button>
                  </div>
                </li>
              );
            })}
          </AutoGrid>
        </Panel>
        <Panel as="aside" large className={styles.summary}>
          <NewBattleOptions value={setup} onChange={setSetup} />
          {chosen.length > 0 && (
            <ul className={styles.chosen} data-testid="chosen-cases">
              {chosen.map((c) => (
                <li key={c.id}>
                  <img src={c.image} alt="" width={36} height={36} />
                  <span>{c.title}</span>
                  <b>×{picked[c.id]}</b>
                  <button
                    type="button"
                    onClick={() => setPicked((p) => setQuantity(p, c.id, 0))}
                    aria-label={t('battles.new.remove', { title: c.title })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.totals} data-testid="battle-cost">
            <div>
              <span>{t('battle.rounds')}</span>
              <strong>
                {rounds} / {MAX_ROUNDS}
              </strong>
            </div>
            <div>
              <span>{t('battles.costPerPlayer')}</span>
              <strong>{formatMoney(cost, intl)}</strong>
            </div>
            <div>
              <span>{t('battles.pot')}</span>
              <strong>{formatMoney(cost * seats, intl)}</strong>
            </div>
          </div>
          {me && cost > me.coins && <p className={styles.warn}>{t('battles.errors.insufficient_balance')}</p>}
          <Button
            size="lg"
            block
            icon="swords"
            disabled={rounds === 0 || creating.isLoading}
            onClick={submit}
            data-testid="create-battle"
          >
            {me ? t('battles.new.create', { cost: formatMoney(cost, intl) }) : t('battles.new.signIn')}
          </Button>
        </Panel>
      </SplitLayout>
    </div>
  );
}
