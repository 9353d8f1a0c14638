import { Col, Form, Input, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../lib/rules.ts';
import { FieldGuard } from './field-guard.tsx';
import { StepCard } from './step-card.tsx';

/** Step 5 'Player / Token': activation and the e-mail the player token is sent to (twice). */
export function StepPlayer() {
  const { t } = useTranslation('displayWizard');
  const label = (key: string) => t(`fields.${key}`);
  return (
    <StepCard title={t('steps.player')} intro={t('intro.player')}>
      <FieldGuard fields={['isActive']}>
        <Form.Item name="isActive" label={label('isActive')} valuePropName="checked" extra={t('hints.isActive')}>
          <Switch checkedChildren={t('active.on')} unCheckedChildren={t('active.off')} />
        </Form.Item>
      </FieldGuard>
      <FieldGuard fields={['email', 'repeatEmail']}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={label('email')}
              rules={[schemaRule((s) => s.emailSchema, label('email'), t)]}
            >
              <Input type="email" autoComplete="off" maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="repeatEmail"
              label={label('repeatEmail')}
              dependencies={['email']}
              rules={[
                schemaRule((s) => s.emailSchema, label('repeatEmail'), t),
                ({ getFieldValue }) => ({
                  validator: async (_r, value: unknown) => {
                    if (!value) return;
                    const a = String(getFieldValue('email') ?? '')
                      .trim()
                      .toLowerCase();
                    if (String(value).trim().toLowerCase() !== a) throw new Error(t('validation:emailsDiffer'));
                  },
                }),
              ]}
            >
              <Input type="email" autoComplete="off" maxLength={254} />
            </Form.Item>
          </Col>
        </Row>
      </FieldGuard>
      <Typography.Paragraph type="secondary">{t('hints.token')}</Typography.Paragraph>
    </StepCard>
  );
}
