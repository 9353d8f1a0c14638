import { Button, Descriptions, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorChip } from '../../../../components/color-chip.tsx';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCategories, useDepartments } from '../../api/option-lists.ts';
import { type UserDetails, useEditUser } from '../../api/users.ts';
import { fullName } from '../../list/components/user-columns.tsx';
import { useUserAbilities } from '../hooks/use-user-abilities.ts';
import { DangerZone } from './danger-zone.tsx';
import { StatusForm } from './status-form.tsx';

type GroupValues = { departmentId: string | null; categoryId: string | null };

/** The general data: contact details, department and category (EDIT_USER), status, message and delete. */
export function GeneralTab({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const formatDate = useFormatDate();
  const can = useUserAbilities(user);
  const departments = useDepartments();
  const categories = useCategories();
  const edit = useEditUser(user.id);
  const save = async (values: GroupValues) => {
    await edit.mutateAsync({ departmentId: values.departmentId ?? null, categoryId: values.categoryId ?? null });
    notify.success(t('edit.saved'));
  };
  return (
    <Flex vertical gap={24}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'id', label: t('list.columns.onlineId'), children: user.onlineId },
          { key: 'name', label: t('list.columns.name'), children: fullName(user) },
          { key: 'email', label: t('list.columns.email'), children: user.email },
          { key: 'phone', label: t('edit.phone'), children: user.phone ?? '' },
          { key: 'company', label: t('list.columns.company'), children: user.company.name },
          { key: 'position', label: t('list.columns.position'), children: user.position ?? '' },
          { key: 'affiliation', label: t('list.columns.affiliation'), children: t(`affiliation.${user.affiliation}`) },
          { key: 'type', label: t('list.columns.userType'), children: t(`userType.${user.userType}`) },
          { key: 'entry', label: t('list.columns.entryDate'), children: formatDate(user.entryDate) },
          {
            key: 'activity',
            label: t('list.columns.lastActivity'),
            children: formatDate(user.lastActivityAt, { withTime: true }),
          },
        ]}
      />
      <Form<GroupValues>
        layout="vertical"
        disabled={!can.edit}
        initialValues={{ departmentId: user.department?.id ?? null, categoryId: user.category?.id ?? null }}
        onFinish={(values) => void save(values).catch(() => undefined)}
        style={{ maxWidth: 480 }}
      >
        <Form.Item name="departmentId" label={t('search.fields.department')}>
          <Select
            allowClear
            loading={departments.isPending}
            options={departments.data?.items.map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
        <Form.Item name="categoryId" label={t('search.fields.category')}>
          <Select
            allowClear
            loading={categories.isPending}
            options={categories.data?.items.map((c) => ({
              value: c.id,
              label: <ColorChip title={c.title} color={c.color} />,
            }))}
          />
        </Form.Item>
        {can.edit && (
          <Button type="primary" htmlType="submit" loading={edit.isPending}>
            {t('edit.save')}
          </Button>
        )}
      </Form>
      <StatusForm user={user} canChange={can.status} />
      <DangerZone user={user} canMessage={can.message} canDelete={can.remove} />
    </Flex>
  );
}
