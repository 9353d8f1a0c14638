import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { userRegistrationBody } from '@plakat/shared';
import { zodRule } from '../../../lib/form-rules.ts';
import { LookupSelect } from '../../../components/lookup-select.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';

const shape = userRegistrationBody.shape;

/** The person part of both registrations: salutation, title, names, position and phone. */
export function PersonFields() {
  const { t } = useTranslation('registration');
  return (
    <Row gutter={16}>
      <Col xs={12} md={6}>
        <Form.Item name="salutation" label={t('fields.salutation')} required rules={[zodRule(shape.salutation, t)]}>
          <LookupSelect group="salutations" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="title" label={t('fields.title')} rules={[zodRule(shape.title, t)]}>
          <LookupSelect group="titles" allowClear placeholder={t('form.none')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="firstName" label={t('fields.firstName')} required rules={[zodRule(shape.firstName, t)]}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="lastName" label={t('fields.lastName')} required rules={[zodRule(shape.lastName, t)]}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="position" label={t('fields.position')} required rules={[zodRule(shape.position, t)]}>
          <Input autoComplete="organization-title" placeholder={t('placeholders.position')} maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <PhoneField />
      </Col>
    </Row>
  );
}
