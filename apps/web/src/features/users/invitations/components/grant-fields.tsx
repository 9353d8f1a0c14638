import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../lib/permissions.tsx';
import { useGrantableDepartments, useGrantableRoles } from '../../api/option-lists.ts';

/**
 * What both ways into the company ask: the role, internal or external (external only with INVITE_EXTERNAL_USER) and
 * the department (optional). The role select offers only the roles the user may give (the server's rule).
 */
export function GrantFields() {
  const { t } = useTranslation('invitations');
  const roles = useGrantableRoles();
  const departments = useGrantableDepartments();
  const mayInviteExternal = useCan('INVITE_EXTERNAL_USER');
  return (
    <>
      <Form.Item name="roleId" label={t('fields.role')} rules={[{ required: true, message: t('validation:required') }]}>
        <Select
          data-testid="grant-role"
          loading={roles.isPending}
          disabled={roles.data?.forbidden}
          options={roles.data?.items.map((role) => ({ value: role.id, label: role.label }))}
          placeholder={t('fields.rolePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="affiliation" label={t('fields.affiliation')} initialValue="internal">
        <Radio.Group>
          <Radio value="internal">{t('users:affiliation.internal')}</Radio>
          <Radio value="external" disabled={!mayInviteExternal}>
            {t('users:affiliation.external')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="departmentId" label={t('fields.department')}>
        <Select
          allowClear
          loading={departments.isPending}
          disabled={departments.data?.forbidden || departments.data?.items.length === 0}
          options={departments.data?.items.map((d) => ({ value: d.id, label: d.name }))}
          placeholder={t('fields.departmentPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
