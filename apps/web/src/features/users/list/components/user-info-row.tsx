import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import type { UserListItem } from '../../api/users.ts';

/** The Info row of a user: position, type and the way to the edit-user page. */
export function UserInfoRow({ row }: { row: UserListItem }) {
  const { t } = useTranslation('users');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 3 }}
      items={[
        { key: 'email', label: t('list.columns.email'), children: row.email },
        { key: 'position', label: t('list.columns.position'), children: row.position ?? '' },
        { key: 'type', label: t('list.columns.userType'), children: t(`userType.${row.userType}`) },
        {
          key: 'edit',
          label: t('list.columns.actions'),
          children: (
            <Link to={paths.dashboard.userManagement.editUser(row.id)}>
              <Button size="small" icon={<EditOutlined aria-hidden />}>
                {t('list.edit')}
              </Button>
            </Link>
          ),
        },
      ]}
    />
  );
}
