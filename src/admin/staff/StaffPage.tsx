/** The Staff page (admin only): who holds which role, granting a role to an account and taking one away (audited). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { SelectInput } from '../../components/SelectInput';
import { Spinner } from '../../components/Spinner';
import { Table, type TableColumn } from '../../components/Table';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff';
import type { StaffEntry } from '../../protocol/admin-staff';
import { useStaffMeQuery } from '../api';
import { adminErrorText } from '../errors';
import { dateTime } from '../format';
import { ReasonAction } from '../ReasonAction';
import { readStaffToken } from '../staff-session';
import { useGrantStaffMutation, useRevokeStaffMutation, useStaffListQuery } from './api';
import styles from '../players/players.module.css';

/** The Staff section. */
export function Component() {
  const { t, i18n } = useTranslation();
  const list = useStaffListQuery();
  const me = useStaffMeQuery(readStaffToken() ?? '');
  const [grant] = useGrantStaffMutation();
  const [revoke] = useRevokeStaffMutation();
  const [account, setAccount] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: t(`admin.common.roles.${r}`) }));
  const columns: TableColumn<StaffEntry>[] = [
    {
      key: 'who',
      header: t('admin.players.name'),
      cell: (s) => <Link to={`/admin/players/${s.userId}`}>{s.nickname}</Link>,
    },
    { key: 'steam', header: 'SteamID', cell: (s) => <code>{s.steamId}</code>, phoneHidden: true },
    {
      key: 'role',
      header: t('admin.staff.role'),
      cell: (s) => <Badge tone="accent">{t(`admin.common.roles.${s.role}`)}</Badge>,
    },
    {
      key: 'mfa',
      header: t('admin.staff.secondFactor'),
      cell: (s) => (
        <Badge tone={s.enrolled ? 'success' : 'warning'}>
          {s.enrolled ? t('admin.staff.enrolled') : t('admin.staff.notEnrolled')}
        </Badge>
      ),
      phoneHidden: true,
    },
    {
      key: 'since',
      header: t('admin.players.since'),
      cell: (s) => dateTime(s.since, i18n.language),
      phoneHidden: true,
    },
    {
      key: 'act',
      header: '',
      cell: (s) =>
        s.userId === me.data?.userId ? (
          <span className={styles.muted}>{t('admin.staff.you')}</span>
        ) : (
          <ReasonAction
            variant="ghost"
            label={t('admin.staff.revoke')}
            title={t('admin.staff.revokeTitle', { name: s.nickname })}
            run={(reason) => revoke({ userId: s.userId, reason }).unwrap()}
            areaErrors="admin.staff.errors"
          />
        ),
    },
  ];
  return (
    <div className={styles.page} data-testid="admin-staff">
      <h1 className={styles.title}>{t('admin.staff.title')}</h1>
      <Panel className={styles.block}>
        <h2 className={styles.blockTitle}>{t('admin.staff.grantTitle')}</h2>
        <div className={styles.search}>
          <Field
            label={t('admin.staff.account')}
            placeholder="76561198…"
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            maxLength={64}
            data-testid="admin-staff-account"
          />
          <SelectInput label={t('admin.staff.role')} value={role} options={roleOptions} onChange={setRole} />
          <ReasonAction
            label={t('admin.staff.grant')}
            title={t('admin.staff.grantTitle')}
            run={(reason) =>
              grant({ account: account.trim(), role, reason })
                .unwrap()
                .then(() => setAccount(''))
            }
            areaErrors="admin.staff.errors"
            testId="admin-staff-grant"
          />
        </div>
      </Panel>
      {list.error ? (
        <EmptyState framed role="alert" icon="alert" text={adminErrorText(t, list.error)} />
      ) : !list.data ? (
        <Spinner />
      ) : (
        <Table
          columns={columns}
          rows={list.data.staff}
          rowKey={(s) => s.userId}
          framed
          caption={t('admin.staff.title')}
          testId="admin-staff-table"
        />
      )}
    </div>
  );
}
