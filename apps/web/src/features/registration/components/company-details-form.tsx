import { CheckOutlined, EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyDetailsBody, companyDetailsBody } from '@plakat/shared';
import { applyServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { notify } from '../../../lib/notify.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useCompanyDetails, useSaveCompanyDetails } from '../api/company-details.ts';
import { CompanyAddressFields, clearStateOnCountryChange } from './company-address-fields.tsx';
import { FormSection } from './form-section.tsx';

/**
 * The company's name and address after the registration (the company tab of the user profile): the registration
 * step's fields, rules and messages. Only the company owner may change them; other members read them.
 */
export function CompanyDetailsForm() {
  const { t } = useTranslation('registration');
  const [form] = Form.useForm<CompanyDetailsBody>();
  const details = useCompanyDetails();
  const save = useSaveCompanyDetails();
  const isOwner = useProfile().data?.userType === 'companyOwner';

  useEffect(() => {
    if (!details.data) return;
    const { id: _id, ...values } = details.data;
    form.setFieldsValue(values);
  }, [details.data, form]);

  if (details.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (details.isError) return <Alert type="error" showIcon title={t('details.loadFailed')} />;

  const submit = (values: CompanyDetailsBody) =>
    save.mutate(values, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <Form<CompanyDetailsBody>
      form={form}
      layout="vertical"
      requiredMark="optional"
      disabled={!isOwner}
      onFinish={submit}
      onValuesChange={clearStateOnCountryChange(form)}
      data-testid="company-details-form"
    >
      <Flex vertical gap={24}>
        {isOwner ? null : <Alert type="info" showIcon title={t('details.ownerOnly')} />}
        <FormSection
          icon={<ShopOutlined aria-hidden />}
          title={t('sections.company')}
          description={t('details.companyHint')}
        >
          <Form.Item
            name="companyName"
            label={t('fields.companyName')}
            required
            rules={[zodRule(companyDetailsBody.shape.companyName, t)]}
          >
            <Input autoComplete="organization" maxLength={200} />
          </Form.Item>
        </FormSection>
        <FormSection
          icon={<EnvironmentOutlined aria-hidden />}
          title={t('sections.address')}
          description={t('sections.addressHint')}
        >
          <CompanyAddressFields form={form} />
        </FormSection>
        {isOwner ? (
          <Flex justify="space-between" align="center" gap={16} wrap>
            <Typography.Text type="secondary">{t('details.saveHint')}</Typography.Text>
            <Button
              type="primary"
              size="large"
              htmlType="submit"
              loading={save.isPending}
              icon={<CheckOutlined aria-hidden />}
            >
              {t('details.save')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Form>
  );
}
