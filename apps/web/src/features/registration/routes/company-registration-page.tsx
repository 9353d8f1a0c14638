import { EnvironmentOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Col, Flex, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CompanyRegistrationBody, companyRegistrationBody } from '@plakat/shared';
import { zodRule } from '../../../lib/form-rules.ts';
import { useRegisterCompany } from '../api/register-company.ts';
import { CompanyAddressFields, clearStateOnCountryChange } from '../components/company-address-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { LookupSelect } from '../../../components/lookup-select.tsx';
import { PersonFields } from '../components/person-fields.tsx';
import { RegistrationShell } from '../components/registration-shell.tsx';
import { SubmitBar } from '../components/submit-bar.tsx';
import { useCompleteRegistration } from '../hooks/use-complete-registration.ts';
import { isGermanCallingCode, isGermany, useLookupDefault } from '../hooks/use-lookup-default.ts';

const shape = companyRegistrationBody.shape;

/**
 * /companyRegistration: a company owner completes the registration with the company, its address and the contact
 * person. Field rules come from the shared schema; the server's field errors are shown on the fields.
 */
export function CompanyRegistrationPage() {
  const { t } = useTranslation('registration');
  const [form] = Form.useForm<CompanyRegistrationBody>();
  const register = useRegisterCompany();

  useLookupDefault(form, 'country', 'countries', isGermany);
  useLookupDefault(form, 'phoneCountryCode', 'countryCallingCodes', isGermanCallingCode);

  const rule = (name: keyof typeof shape) => [zodRule(shape[name], t)];

  const submit = useCompleteRegistration(form, register);

  return (
    <RegistrationShell title={t('company.title')} intro={t('company.intro')} detailsStep={t('steps.company')}>
      <Form<CompanyRegistrationBody>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        onValuesChange={clearStateOnCountryChange(form)}
      >
        <Flex vertical gap={24}>
          <FormSection
            icon={<ShopOutlined aria-hidden />}
            title={t('sections.company')}
            description={t('sections.companyHint')}
          >
            <Row gutter={16}>
              <Col xs={24}>
                <Form.Item name="companyName" label={t('fields.companyName')} required rules={rule('companyName')}>
                  <Input autoComplete="organization" maxLength={200} placeholder={t('placeholders.companyName')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="industry" label={t('fields.industry')} required rules={rule('industry')}>
                  <LookupSelect group="industries" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="businessModel"
                  label={t('fields.businessModel')}
                  required
                  rules={rule('businessModel')}
                >
                  <LookupSelect group="businessModels" />
                </Form.Item>
              </Col>
            </Row>
          </FormSection>

          <FormSection
            icon={<EnvironmentOutlined aria-hidden />}
            title={t('sections.address')}
            description={t('sections.addressHint')}
          >
            <CompanyAddressFields form={form} />
          </FormSection>

          <FormSection
            icon={<UserOutlined aria-hidden />}
            title={t('sections.contact')}
            description={t('sections.contactHint')}
          >
            <PersonFields />
          </FormSection>

          <SubmitBar loading={register.isPending} />
        </Flex>
      </Form>
    </RegistrationShell>
  );
}
