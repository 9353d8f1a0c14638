import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { userRegistrationBody } from '@plakat/shared';
import { zodRule } from '../lib/form-rules.ts';
import { LookupSelect } from './lookup-select.tsx';

const shape = userRegistrationBody.shape;

/** Phone number as calling code (searchable, default +49) plus number, with one label and both fields' errors. */
export function PhoneField() {
  const { t } = useTranslation('registration');
  return (
    <Form.Item label={t('fields.phone')} required>
      <Space.Compact block>
        <Form.Item name="phoneCountryCode" noStyle rules={[zodRule(shape.phoneCountryCode, t)]}>
          <LookupSelect
            group="countryCallingCodes"
            aria-label={t('fields.phoneCountryCode')}
            placeholder={t('fields.phoneCountryCode')}
            popupMatchSelectWidth={false}
            labelRender={({ value, label }) => (typeof value === 'string' && /^\+?\d/.test(value) ? value : label)}
            style={{ width: 120, flex: 'none' }}
          />
        </Form.Item>
        <Form.Item name="phone" noStyle rules={[zodRule(shape.phone, t)]}>
          <Input
            type="tel"
            autoComplete="tel-national"
            placeholder={t('placeholders.phone')}
            maxLength={30}
            aria-label={t('fields.phone')}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
