import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The form's end: a hint about changing details later and the submit button with its loading state. */
export function SubmitBar({ loading }: { loading: boolean }) {
  const { t } = useTranslation('registration');
  return (
    <Flex justify="space-between" align="center" gap={16} wrap>
      <Typography.Text type="secondary">{t('form.laterHint')}</Typography.Text>
      <Button type="primary" size="large" htmlType="submit" loading={loading} icon={<CheckOutlined aria-hidden />}>
        {t('form.submit')}
      </Button>
    </Flex>
  );
}
