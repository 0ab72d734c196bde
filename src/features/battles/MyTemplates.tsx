/**
 * "My templates" on /battles/new: the player's saved battle setups, each created again in one click (POST
 * /battle/recreate) or deleted. Saved from any battle's page ("Save template").
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '../../components/Badge';
import { sizeOf } from '../../components/BattleCard';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Panel } from '../../components/Panel';
import { formatMoney } from '../../domain/format';
import { useIntlLocale, useLocalePath } from '../../lib/use-locale';
import type { BattleTemplateView } from '../../protocol/battle';
import { useErrorToast } from './battle-hooks';
import {
  useDeleteTemplateMutation,
  useGetBattleTemplatesQuery,
  useRecreateBattleMutation,
} from '../../api/battle';
import styles from './MyTemplates.module.css';

function TemplateRow({
  tpl,
  busy,
  onCreate,
  onDelete,
}: {
  tpl: BattleTemplateView;
  busy: boolean;
  onCreate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  return (
    <li className={styles.row} data-testid="battle-template" data-template-id={tpl.id}>
      <div className={styles.cases}>
        {tpl.cases.map((c, i) => (
          <span key={i} className={styles.case} title={c.case.title}>
            <img src={c.case.image} alt={c.case.title} width={40} height={40} loading="lazy" />
            {c.quantity > 1 && <b>×{c.quantity}</b>}
          </span>
        ))}
      </div>
      <div className={styles.tags}>
        <Badge outline>{sizeOf(tpl)}</Badge>
        <Badge outline>{t(`modes.${tpl.mode}`)}</Badge>
        {!tpl.isPublic && <Badge outline>{t('battles.private')}</Badge>}
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          icon="swords"
          disabled={busy || !tpl.available}
          onClick={onCreate}
          data-testid="template-create"
          title={tpl.available ? undefined : t('battles.templates.unavailable')}
        >
          {t('battles.new.create', { cost: formatMoney(tpl.cost, intl) })}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onDelete} data-testid="template-delete">
          {t('battles.templates.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The saved setups of a signed-in player. */
export function MyTemplates() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const fail = useErrorToast();
  const { data: list } = useGetBattleTemplatesQuery();
  const [recreate, creating] = useRecreateBattleMutation();
  const [remove, removing] = useDeleteTemplateMutation();
  if (!list) return null;
  const busy = creating.isLoading || removing.isLoading;
  return (
    <Panel as="section" large testId="my-templates">
      <h2 className={styles.title}>{t('battles.templates.title')}</h2>
      {list.length === 0 ? (
        <EmptyState muted icon="star" text={t('battles.templates.empty')} />
      ) : (
        <ul className={styles.list}>
          {list.map((tpl) => (
            <TemplateRow
              key={tpl.id}
              tpl={tpl}
              busy={busy}
              onCreate={() =>
                recreate({ templateID: tpl.id })
                  .unwrap()
                  .then((b) => navigate(localize(`/battles/view/${b.id}`)), fail)
              }
              onDelete={() => remove(tpl.id).unwrap().catch(fail)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
