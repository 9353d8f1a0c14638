import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyStatus } from '@plakat/shared';

/** A company's status: green for active, red for blocked. */
export function CompanyStatusTag({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation('superpanel');
  const blocked = status === 'blocked';
  return (
    <Tag
      color={blocked ? 'red' : 'green'}
      icon={blocked ? <StopOutlined aria-hidden /> : <CheckCircleOutlined aria-hidden />}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`status.${status}`)}
    </Tag>
  );
}
