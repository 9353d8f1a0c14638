import { Col, Flex, Form, Radio, Row, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClearable } from '../../../../components/clearable.tsx';
import {
  type DisplayMediaItem,
  days,
  displayLimits,
  visibilityLabels,
  peakVisitorBands,
  wizardVisitorBands,
} from '@plakat/shared';
import { requiredRule } from '../lib/rules.ts';
import { FieldGuard, useMissingKey } from './field-guard.tsx';
import { MediaField } from './media-field.tsx';
import { SectionTitle, StepCard } from './step-card.tsx';

const peakBands = Object.entries(peakVisitorBands).map(([value, band]) => ({ value: Number(value), band }));

/** Step 4 'Valuation': visibility, visitors, price per 10 s slot, peak band per weekday, placeholder images (1-5). */
export function StepValuation({ form, displayId }: { form: FormInstance; displayId: string }) {
  const { t } = useTranslation('displayWizard');
  const label = (key: string) => t(`fields.${key}`);
  void form;
  const mediaLocked = useMissingKey('placeholderMedia');

  return (
    <StepCard title={t('steps.valuation')} intro={t('intro.valuation')}>
      <FieldGuard fields={['visibilityRate', 'visitorCount']}>
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item name="visibilityRate" label={label('visibility')} rules={[requiredRule(label('visibility'), t)]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={visibilityLabels.map((v, i) => ({ value: i + 1, label: t(`visibility.${v}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="visitorCount"
              label={label('visitorCount')}
              extra={t('hints.visitorCount')}
              rules={[requiredRule(label('visitorCount'), t)]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={wizardVisitorBands.map((v, i) => ({ value: i + 1, label: v }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </FieldGuard>
      <FieldGuard fields={['priceCredits']}>
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item
              name="priceCredits"
              label={label('priceCredits')}
              extra={t('hints.priceCredits')}
              rules={[requiredRule(label('priceCredits'), t)]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: t('price.credits', { count: n }) }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </FieldGuard>

      <SectionTitle>{label('peak')}</SectionTitle>
      <FieldGuard fields={['peakTimes']}>
        <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
          {t('hints.peak')}
        </Typography.Paragraph>
        <Form.Item
          name="peakTimes"
          rules={[
            {
              required: true,
              validator: async (_r, value: Record<string, number | undefined> | undefined) => {
                if (!value || !Object.values(value).some((n) => typeof n === 'number')) {
                  throw new Error(t('validation:fieldRequired', { field: label('peak') }));
                }
              },
            },
          ]}
        >
          <PeakEditor />
        </Form.Item>
      </FieldGuard>

      <SectionTitle>{label('placeholderImages')}</SectionTitle>
      <FieldGuard fields={['placeholderMedia']}>
        <Form.Item
          name="placeholderMedia"
          rules={[
            {
              required: true,
              validator: async (_r, value: DisplayMediaItem[] | undefined) => {
                const n = value?.length ?? 0;
                if (n < displayLimits.placeholderImagesMin)
                  throw new Error(t('validation:fieldRequired', { field: label('placeholderImages') }));
                if (n > displayLimits.placeholderImagesMax)
                  throw new Error(t('media.placeholderMax', { max: displayLimits.placeholderImagesMax }));
              },
            },
          ]}
        >
          <MediaField displayId={displayId} kind="placeholder" disabled={!!mediaLocked} />
        </Form.Item>
      </FieldGuard>
    </StepCard>
  );
}

/** One band select per weekday (1 '< 10' ... 4 '> 200'); value { mon: 2, ... }. */
function PeakEditor({
  value,
  onChange,
  id,
}: {
  value?: Record<string, number | undefined>;
  onChange?: (v: Record<string, number | undefined>) => void;
  id?: string;
}) {
  const { t } = useTranslation('displayWizard');
  const clear = useClearable();
  return (
    <Row gutter={[12, 8]} id={id}>
      {days.map((day) => (
        <Col key={day} xs={12} sm={8} md={6} lg={6}>
          <Flex vertical gap={2}>
            <Typography.Text strong style={{ fontSize: 12 }}>
              {t(`daysLong.${day}`)}
            </Typography.Text>
            <Select
              allowClear={clear.select}
              data-day={day}
              aria-label={t(`daysLong.${day}`)}
              placeholder={t('peak.none')}
              value={value?.[day]}
              onChange={(band?: number) => onChange?.({ ...(value ?? {}), [day]: band ?? undefined })}
              options={peakBands.map(({ value: v, band }) => ({ value: v, label: t('peak.band', { band }) }))}
            />
          </Flex>
        </Col>
      ))}
    </Row>
  );
}
