import { ApartmentOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DepartmentItem, departmentBody, departmentNameMax } from '@plakat/shared';
import { zodRule } from '../../../../lib/form-rules.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { useDeleteDepartment, useSaveDepartment } from '../../api/organization-lists.ts';
import { useDepartments } from '../../api/option-lists.ts';
import { ManagedList } from '../components/managed-list.tsx';

type Values = { name: string };

function DepartmentFields() {
  const { t } = useTranslation('users');
  return (
    <Form.Item name="name" label={t('departments.name')} required rules={[zodRule(departmentBody.shape.name, t)]}>
      <Input maxLength={departmentNameMax} autoFocus />
    </Form.Item>
  );
}

/**
 * /dashboard/user-management/departments: the company's departments. The spec has no department key: changing
 * them needs EDIT_USER, the key that sets a user's department (docs/decisions.md).
 */
export function DepartmentsPage() {
  const canEdit = useCan('EDIT_USER');
  return (
    <ManagedList<DepartmentItem, Values>
      texts="departments"
      icon={<ApartmentOutlined />}
      list={useDepartments()}
      nameOf={(item) => item.name}
      renderName={(item) => <span style={{ overflowWrap: 'anywhere' }}>{item.name}</span>}
      fields={<DepartmentFields />}
      valuesOf={(item) => ({ name: item?.name ?? '' })}
      can={{ create: canEdit, edit: canEdit, remove: canEdit }}
      save={useSaveDepartment()}
      remove={useDeleteDepartment()}
    />
  );
}
