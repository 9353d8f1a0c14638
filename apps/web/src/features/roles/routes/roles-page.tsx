import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Drawer, Flex, Space, Table, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleDetails } from '@plakat/shared';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useProfile } from '../../../lib/profile.ts';
import {
  useCreateRole,
  useDeleteRole,
  useDuplicateRole,
  useRenameRole,
  useRoleOverview,
  useSetRolePermissions,
} from '../api/roles.ts';
import { PermissionMatrix } from '../components/permission-matrix.tsx';
import { rolePhoneColumn, roleColumns } from '../components/role-columns.tsx';
import { phoneQuery, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { DeleteRoleModal, RoleHoldersDrawer, RoleNameModal } from '../components/role-dialogs.tsx';

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename' | 'duplicate' | 'matrix' | 'delete' | 'holders'; role: RoleDetails }
  | null;

/**
 * /dashboard/user-management/roles: preset roles (read-only) and custom roles with rename, duplicate, permission
 * matrix and delete, each offered only with its key; the holder count opens the role's holders.
 */
export function RolesPage() {
  const { t } = useTranslation('roles');
  const overview = useRoleOverview();
  const profile = useProfile();
  const held = useMemo(() => new Set(profile.data?.permissions ?? []), [profile.data]);
  const can = {
    create: useCan('CREATE_CUSTOM_ROLE'),
    rename: useCan('RENAME_CUSTOM_ROLE'),
    duplicate: useCan('DUPLICATE_ROLE'),
    edit: useCan('EDIT_CUSTOM_ROLE_PERMISSION'),
    remove: useCan('DELETE_CUSTOM_ROLE'),
    holders: useCan('GET_USER_ROLE_DETAILS'),
  };
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  /** A toast, then the dialog closes. */
  const done = (text: string) => {
    notify.success(text);
    close();
  };
  const create = useCreateRole();
  const rename = useRenameRole();
  const duplicate = useDuplicateRole();
  const setPermissions = useSetRolePermissions();
  const remove = useDeleteRole();
  const roles = overview.data?.items ?? [];

  const actions = (role: RoleDetails) => {
    const custom = role.preset === null;
    const action = (key: string, label: string, icon: React.ReactNode, onClick: () => void, danger = false) => (
      <Tooltip key={key} title={label}>
        <Button size="small" icon={icon} danger={danger} aria-label={`${label}: ${role.label}`} onClick={onClick} />
      </Tooltip>
    );
    return (
      <Space size={4} wrap>
        {action(
          'matrix',
          custom && can.edit ? t('actions.edit') : t('actions.view'),
          custom && can.edit ? <SafetyOutlined /> : <EyeOutlined />,
          () => setDialog({ kind: 'matrix', role }),
        )}
        {custom &&
          can.rename &&
          action('rename', t('actions.rename'), <EditOutlined />, () => setDialog({ kind: 'rename', role }))}
        {can.duplicate &&
          action('duplicate', t('actions.duplicate'), <CopyOutlined />, () => setDialog({ kind: 'duplicate', role }))}
        {custom &&
          can.remove &&
          action('delete', t('actions.delete'), <DeleteOutlined />, () => setDialog({ kind: 'delete', role }), true)}
      </Space>
    );
  };

  const phone = useMediaQuery(phoneQuery);
  const parts = {
    actions,
    openHolders: can.holders ? (role: RoleDetails) => setDialog({ kind: 'holders', role }) : undefined,
  };
  const columns = phone ? [rolePhoneColumn(t, parts)] : roleColumns(t, parts);

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1100, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={paths.dashboard.userManagement.root}
        backLabel={t('backToUserManagement')}
        icon={<SafetyOutlined />}
        color="#722ed1"
        title={t('title')}
        intro={t('intro')}
        extra={
          can.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
              {t('actions.create')}
            </Button>
          )
        }
      />
      {overview.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      <Card>
        <Table<RoleDetails>
          rowKey="id"
          loading={overview.isLoading}
          dataSource={roles}
          pagination={false}
          scroll={phone ? undefined : { x: true }}
          columns={columns}
        />
      </Card>
      {dialog?.kind === 'create' && (
        <RoleNameModal
          title={t('form.createTitle')}
          initialLabel=""
          okText={t('form.create')}
          saving={create.isPending}
          onClose={close}
          onSubmit={(label) =>
            create.mutate(
              { label, permissions: [] },
              {
                onSuccess: (role) => {
                  notify.success(t('messages.created', { role: role.label }));
                  setDialog({ kind: 'matrix', role });
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <RoleNameModal
          title={t('form.renameTitle', { role: dialog.role.label })}
          initialLabel={dialog.role.label}
          okText={t('form.save')}
          saving={rename.isPending}
          onClose={close}
          onSubmit={(label) =>
            rename.mutate({ roleId: dialog.role.id, label }, { onSuccess: () => done(t('messages.renamed')) })
          }
        />
      )}
      {dialog?.kind === 'duplicate' && (
        <RoleNameModal
          title={t('form.duplicateTitle', { role: dialog.role.label })}
          initialLabel={t('form.copyOf', { role: dialog.role.label })}
          okText={t('form.create')}
          saving={duplicate.isPending}
          onClose={close}
          onSubmit={(label) =>
            duplicate.mutate(
              { roleId: dialog.role.id, label },
              { onSuccess: (role) => done(t('messages.duplicated', { role: role.label })) },
            )
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRoleModal
          role={dialog.role}
          roles={roles}
          saving={remove.isPending}
          onClose={close}
          onDelete={(replacementRoleId) =>
            remove.mutate(
              { roleId: dialog.role.id, replacementRoleId },
              { onSuccess: () => done(t('messages.deleted')) },
            )
          }
        />
      )}
      {dialog?.kind === 'holders' && <RoleHoldersDrawer role={dialog.role} onClose={close} />}
      {dialog?.kind === 'matrix' && (
        <Drawer open size="large" title={t('matrix.title', { role: dialog.role.label })} onClose={close}>
          <PermissionMatrix
            role={dialog.role}
            held={held}
            readOnly={dialog.role.preset !== null || !can.edit}
            saving={setPermissions.isPending}
            onSave={(body) =>
              setPermissions.mutate({ roleId: dialog.role.id, body }, { onSuccess: () => done(t('messages.saved')) })
            }
          />
        </Drawer>
      )}
    </Flex>
  );
}
