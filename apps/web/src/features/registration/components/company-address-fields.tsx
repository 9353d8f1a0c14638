import { Col, Form, type FormInstance, Input, Row } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type LookupItem, companyRegistrationBody } from '@plakat/shared';
import { zodRule } from '../../../lib/form-rules.ts';
import { useLookup } from '../../../lib/lookups.ts';
import { LookupSelect } from '../../../components/lookup-select.tsx';

const shape = companyRegistrationBody.shape;
type AddressField = 'street' | 'houseNumber' | 'postcode' | 'town' | 'country' | 'federalState';

/** For the form's onValuesChange: a new country empties the federal state, which belongs to the old one. */
export const clearStateOnCountryChange = (form: FormInstance) => (changed: Record<string, unknown>) => {
  if ('country' in changed) form.setFieldValue('federalState', undefined);
};

/**
 * The company's address (street, house number, postcode, town, country, federal state) with the registration step's
 * rules, used by the company registration and by the company details of the profile. Federal states carry their
 * country code in `extra`; a country without states offers the entries without one ('other'), chosen automatically
 * when there is just one.
 */
export function CompanyAddressFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation('registration');
  const country = Form.useWatch('country', form) as string | undefined;
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

  const rule = (name: AddressField) => [zodRule(shape[name], t)];

  // On a phone the street and the house number take a line each: 'Hausnummer' is wider than a third of the line.
  return (
    <Row gutter={16}>
      <Col xs={24} sm={16} md={18}>
        <Form.Item name="street" label={t('fields.street')} required rules={rule('street')}>
          <Input autoComplete="address-line1" maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8} md={6}>
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
  );
}
