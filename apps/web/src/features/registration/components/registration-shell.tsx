import { CheckOutlined } from '@ant-design/icons';
import { Flex, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading.tsx';

/** Page frame of both registrations: where the user stands (account → details → dashboard), heading, the form. */
export function RegistrationShell({
  title,
  intro,
  detailsStep,
  children,
}: {
  title: string;
  intro: string;
  detailsStep: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('registration');
  return (
    <Flex vertical gap={24} style={{ maxWidth: 880, width: '100%', margin: '0 auto' }}>
      <Steps
        size="small"
        current={1}
        items={[{ title: t('steps.account') }, { title: detailsStep }, { title: t('steps.dashboard') }]}
        // antd's tick of a finished step names itself 'check' (in English); the step's title says it all.
        iconRender={(node, { item, components: { Icon } }) =>
          item.status === 'finish' ? (
            <Icon>
              <CheckOutlined className="ant-steps-item-icon-finish" aria-hidden />
            </Icon>
          ) : (
            node
          )
        }
      />
      <div>
        <PageHeading style={{ marginTop: 0, marginBottom: 4 }}>{title}</PageHeading>
        <Typography.Text type="secondary">{intro}</Typography.Text>
      </div>
      {children}
    </Flex>
  );
}
