import { EnvironmentOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Col, Flex, Form, Input, Row } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyRegistrationBody, type LookupItem, companyRegistrationBody } from '@plakat/shared';
import { zodRule } from '../../../lib/form-rules.ts';
import { useLookup } from '../../../lib/lookups.ts';
import { useRegisterCompany } from '../api/register-company.ts';
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
  const country = Form.useWatch('country', form);

  useLookupDefault(form, 'country', 'countries', isGermany);
  useLookupDefault(form, 'phoneCountryCode', 'countryCallingCodes', isGermanCallingCode);

  // Federal states carry their country code in `extra`; a country without states offers the entries without one
  // ('other'), chosen automatically when there is just one.
  const { data: states } = useLookup('federalStates');
  const countryHasStates = !!country && !!states?.some((s) => s.extra === country);
  const inCountry = useCallback(
    (item: LookupItem) => (countryHasStates ? item.extra === country : !item.extra),
    [country, countryHasStates],
  );
  useEffect(() => {
    if (!country || !states || countryHasStates || form.getFieldValue('federalState')) return;
    const fallback = states.filter((s) => !s.extra);
    if (fallback.length === 1) form.setFieldValue('federalState', fallback[0].code);
  }, [country, states, countryHasStates, form]);

  const rule = (name: keyof typeof shape) => [zodRule(shape[name], t)];

  const submit = useCompleteRegistration(form, register);

  return (
    <RegistrationShell title={t('company.title')} intro={t('company.intro')} detailsStep={t('steps.company')}>
      <Form<CompanyRegistrationBody>
        form={form}
        layout="vertical"
        requiredMark="optional"
        scrollToFirstError
        onFinish={submit}
        onValuesChange={(changed) => {
          if ('country' in changed) form.setFieldValue('federalState', undefined);
        }}
      >
        <Flex vertical gap={24}>
          <FormSection icon={<ShopOutlined />} title={t('sections.company')} description={t('sections.companyHint')}>
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
            icon={<EnvironmentOutlined />}
            title={t('sections.address')}
            description={t('sections.addressHint')}
          >
            <Row gutter={16}>
              <Col xs={16} md={18}>
                <Form.Item name="street" label={t('fields.street')} required rules={rule('street')}>
                  <Input autoComplete="address-line1" maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={8} md={6}>
                <Form.Item name="houseNumber" label={t('fields.houseNumber')} required rules={rule('houseNumber')}>
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col xs={10} md={6}>
                <Form.Item name="postcode" label={t('fields.postcode')} required rules={rule('postcode')}>
                  <Input autoComplete="postal-code" maxLength={10} />
                </Form.Item>
              </Col>
              <Col xs={14} md={18}>
                <Form.Item name="town" label={t('fields.town')} required rules={rule('town')}>
                  <Input autoComplete="address-level2" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="country" label={t('fields.country')} required rules={rule('country')}>
                  <LookupSelect group="countries" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="federalState" label={t('fields.federalState')} required rules={rule('federalState')}>
                  <LookupSelect
                    group="federalStates"
                    filter={inCountry}
                    disabled={!country}
                    placeholder={country ? t('form.selectPlaceholder') : t('form.countryFirst')}
                  />
                </Form.Item>
              </Col>
            </Row>
          </FormSection>

          <FormSection icon={<UserOutlined />} title={t('sections.contact')} description={t('sections.contactHint')}>
            <PersonFields />
          </FormSection>

          <SubmitBar loading={register.isPending} />
        </Flex>
      </Form>
    </RegistrationShell>
  );
}
