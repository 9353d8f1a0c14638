import { Alert, Drawer, Form, Input, Modal, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RoleDetails, limits } from '@plakat/shared';
import { useRoleHolders } from '../api/roles.ts';

/** The name form of create, rename and duplicate: one required field, the server checks uniqueness (409). */
export function RoleNameModal({
  title,
  initialLabel,
  okText,
  saving,
  onSubmit,
  onClose,
}: {
  title: string;
  initialLabel: string;
  okText: string;
  saving: boolean;
  onSubmit: (label: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('roles');
  const [form] = Form.useForm<{ label: string }>();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ label: initialLabel }} onFinish={(v) => onSubmit(v.label)}>
        <Form.Item
          name="label"
          label={t('form.label')}
          rules={[{ required: true, whitespace: true, max: limits.nameMax }]}
        >
          <Input autoFocus maxLength={limits.nameMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Delete confirmation: a role with holders asks for the role they get instead (any other role but the owner's). */
export function DeleteRoleModal({
  role,
  roles,
  saving,
  onDelete,
  onClose,
}: {
  role: RoleDetails;
  roles: RoleDetails[];
  saving: boolean;
  onDelete: (replacementRoleId?: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('roles');
  const [replacement, setReplacement] = useState<string>();
  const needsReplacement = role.holderCount > 0;
  const options = roles
    .filter((r) => r.id !== role.id && r.preset !== 'owner')
    .map((r) => ({ value: r.id, label: r.label }));
  return (
    <Modal
      open
      title={t('delete.title', { role: role.label })}
      okText={t('delete.confirm')}
      okButtonProps={{ danger: true, disabled: needsReplacement && !replacement }}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => onDelete(needsReplacement ? replacement : undefined)}
      onCancel={onClose}
    >
      {needsReplacement ? (
        <>
          <Alert type="warning" showIcon title={t('delete.hasHolders', { count: role.holderCount })} />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 4 }}>
            <label htmlFor="replacement-role">{t('delete.replacement')}</label>
          </Typography.Paragraph>
          <Select
            id="replacement-role"
            style={{ width: '100%' }}
            value={replacement}
            onChange={setReplacement}
            options={options}
          />
        </>
      ) : (
        <Typography.Paragraph>{t('delete.noHolders')}</Typography.Paragraph>
      )}
    </Modal>
  );
}

/** Who holds a role (GET_USER_ROLE_DETAILS), paged. */
export function RoleHoldersDrawer({ role, onClose }: { role: RoleDetails; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const [page, setPage] = useState(1);
  const holders = useRoleHolders(role.id, page);
  return (
    <Drawer open title={t('holders.title', { role: role.label })} onClose={onClose} size="large">
      <Table
        rowKey="id"
        size="small"
        loading={holders.isFetching}
        dataSource={holders.data?.items}
        locale={{ emptyText: t('holders.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: holders.data?.totalCount,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'name', title: t('holders.name'), dataIndex: 'name' },
          { key: 'email', title: t('holders.email'), dataIndex: 'email' },
          {
            key: 'status',
            title: t('holders.status'),
            dataIndex: 'status',
            render: (status: 'active' | 'paused' | 'notActive') => t(`holders.statuses.${status}`),
          },
        ]}
        scroll={{ x: true }}
      />
    </Drawer>
  );
}
