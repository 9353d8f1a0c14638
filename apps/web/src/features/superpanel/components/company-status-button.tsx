import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyStatus } from '@plakat/shared';
import { notify } from '../../../lib/notify.ts';
import { useSetCompanyStatus } from '../api/set-company-status.ts';

type Props = { company: { id: string; name: string; status: CompanyStatus }; size?: ButtonProps['size'] };

/**
 * Block (an active company) or unblock (a blocked one), each after a confirmation that says what follows; the
 * server's answer shows as a toast.
 */
export function CompanyStatusButton({ company, size }: Props) {
  const { t } = useTranslation('superpanel');
  const change = useSetCompanyStatus();
  const action = company.status === 'blocked' ? 'unblock' : 'block';
  const confirm = () =>
    change
      .mutateAsync({ companyId: company.id, action })
      .then((answer) => notify.success(answer.message))
      // The query client's mutation handler has shown the error; the confirmation closes.
      .catch(() => undefined);

  return (
    <Popconfirm
      title={t(`${action}.title`, { name: company.name })}
      description={t(`${action}.description`)}
      okText={t(`${action}.confirm`)}
      cancelText={t('cancel')}
      okButtonProps={{ danger: action === 'block' }}
      onConfirm={confirm}
    >
      <Button
        size={size}
        danger={action === 'block'}
        icon={action === 'block' ? <StopOutlined aria-hidden /> : <CheckCircleOutlined aria-hidden />}
        aria-label={t(`${action}.label`, { name: company.name })}
        loading={change.isPending}
      >
        {t(`${action}.button`)}
      </Button>
    </Popconfirm>
  );
}
