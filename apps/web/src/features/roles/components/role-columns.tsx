import { Button, Flex, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { RoleDetails } from '@plakat/shared';

type Parts = {
  /** The role's action buttons (only those the user's keys allow). */
  actions: (role: RoleDetails) => ReactNode;
  /** Opens the role's holders; undefined without GET_USER_ROLE_DETAILS (the count is then plain text). */
  openHolders: ((role: RoleDetails) => void) | undefined;
};

function kind(t: TFunction<'roles'>, role: RoleDetails) {
  return role.preset ? <Tag>{`${t('preset')} · ${t('readOnly')}`}</Tag> : <Tag color="purple">{t('custom')}</Tag>;
}

function holders(t: TFunction<'roles'>, role: RoleDetails, open: Parts['openHolders']) {
  const count = t('holderCount', { count: role.holderCount });
  if (!open) return count;
  return (
    <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => open(role)}>
      {count}
    </Button>
  );
}

/** The roles table's columns on wider screens. */
export function roleColumns(t: TFunction<'roles'>, { actions, openHolders }: Parts): ColumnType<RoleDetails>[] {
  return [
    { key: 'label', title: t('columns.role'), dataIndex: 'label' },
    { key: 'kind', title: t('columns.kind'), render: (_, role) => kind(t, role) },
    {
      key: 'permissions',
      title: t('columns.permissions'),
      render: (_, role) => t('permissionCount', { count: role.permissions.length }),
    },
    { key: 'holders', title: t('columns.holders'), render: (_, role) => holders(t, role, openHolders) },
    { key: 'actions', title: t('columns.actions'), render: (_, role) => actions(role) },
  ];
}

/** Phones (below 576 px): one column with the role's name, kind, counts and actions stacked, nothing scrolled away. */
export function rolePhoneColumn(t: TFunction<'roles'>, { actions, openHolders }: Parts): ColumnType<RoleDetails> {
  return {
    key: 'role',
    title: t('columns.role'),
    render: (_, role) => (
      <Flex vertical gap={6} align="flex-start">
        <strong style={{ overflowWrap: 'anywhere' }}>{role.label}</strong>
        {kind(t, role)}
        <span className="plakat-secondary">{t('permissionCount', { count: role.permissions.length })}</span>
        {holders(t, role, openHolders)}
        {actions(role)}
      </Flex>
    ),
  };
}
