import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The form's end: a hint and the submit button with its loading state. The registrations' own texts (details can be
 * changed later, complete registration) unless a page gives its own.
 */
export function SubmitBar({ loading, hint, label }: { loading: boolean; hint?: string; label?: string }) {
  const { t } = useTranslation('registration');
  return (
    <Flex justify="space-between" align="center" gap={16} wrap>
      <Typography.Text type="secondary">{hint ?? t('form.laterHint')}</Typography.Text>
      <Button type="primary" size="large" htmlType="submit" loading={loading} icon={<CheckOutlined aria-hidden />}>
        {label ?? t('form.submit')}
      </Button>
    </Flex>
  );
}
