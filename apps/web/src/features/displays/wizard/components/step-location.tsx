import { Col, Form, Input, Row } from 'antd';
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type DisplayMediaItem, type LookupItem, displayLimits, type locationStep } from '@plakat/shared';
import { useLookup } from '../../../../lib/lookups.ts';
import { requiredRule, schemaRule } from '../lib/rules.ts';
import { LookupSelect } from '../../../../components/lookup-select.tsx';
import { FieldGuard, useMissingKey } from './field-guard.tsx';
import { MapPicker } from './map-picker.tsx';
import { MediaField } from './media-field.tsx';
import { SectionTitle, StepCard } from './step-card.tsx';

const isVideo = (m: DisplayMediaItem) => m.type.startsWith('video/');

/** Step 3 'Location': address, placement, description (≤ 256), map location and location media. */
export function StepLocation({
  form,
  displayId,
  visible,
}: {
  form: FormInstance;
  displayId: string;
  visible: boolean;
}) {
  const { t } = useTranslation('displayWizard');
  const label = (key: string) => t(`fields.${key}`);
  const country = Form.useWatch('country', form) as string | undefined;
  const { data: states } = useLookup('federalStates');
  const addressLocked = useMissingKey('street');
  const mediaLocked = useMissingKey('locationMedia');
  const countryHasStates = !!country && !!states?.some((s) => s.extra === country);
  const inCountry = useCallback(
    (item: LookupItem) => (countryHasStates ? item.extra === country : !item.extra),
    [country, countryHasStates],
  );
  const text = (
    name: keyof (typeof locationStep)['shape'],
    max: number,
    span: { xs: number; md: number },
    autoComplete?: string,
  ) => (
    <Col {...span}>
      <Form.Item
        name={name}
        label={label(name)}
        rules={[schemaRule((s) => s.locationStep.shape[name], label(name), t)]}
      >
        <Input maxLength={max} autoComplete={autoComplete} />
      </Form.Item>
    </Col>
  );

  return (
    <StepCard title={t('steps.location')} intro={t('intro.location')}>
      <FieldGuard fields={['street', 'latitude']}>
        <SectionTitle>{t('sections.address')}</SectionTitle>
        <Row gutter={16}>
          {text('street', 200, { xs: 16, md: 18 }, 'address-line1')}
          {text('houseNumber', 20, { xs: 8, md: 6 })}
          {text('postcode', 10, { xs: 10, md: 6 }, 'postal-code')}
          {text('town', 100, { xs: 14, md: 9 }, 'address-level2')}
          {text('district', 100, { xs: 24, md: 9 })}
          <Col xs={24} md={8}>
            <Form.Item name="country" label={label('country')} rules={[requiredRule(label('country'), t)]}>
              <LookupSelect group="countries" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="federalState"
              label={label('federalState')}
              rules={[requiredRule(label('federalState'), t)]}
            >
              <LookupSelect group="federalStates" filter={inCountry} disabled={!country} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="placement" label={label('placement')} rules={[requiredRule(label('placement'), t)]}>
              <LookupSelect group="signageCategories" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="locationDescription"
              label={label('locationDescription')}
              rules={[schemaRule((s) => s.locationStep.shape.locationDescription, label('locationDescription'), t)]}
            >
              <Input.TextArea rows={3} maxLength={displayLimits.locationDescriptionMax} showCount />
            </Form.Item>
          </Col>
        </Row>

        <SectionTitle>{label('mapLocation')}</SectionTitle>
        <MapPicker form={form} visible={visible} disabled={!!addressLocked} />
      </FieldGuard>

      <SectionTitle>{label('locationMedia')}</SectionTitle>
      <FieldGuard fields={['locationMedia']}>
        <Form.Item
          name="locationMedia"
          rules={[
            {
              required: true,
              validator: async (_r, value: DisplayMediaItem[] | undefined) => {
                const list = value ?? [];
                if (list.length === 0)
                  throw new Error(t('validation:fieldRequired', { field: label('locationMedia') }));
                const videos = list.filter(isVideo).length;
                const images = list.length - videos;
                if (
                  videos > 1 ||
                  images > (videos ? displayLimits.locationImagesWithVideoMax : displayLimits.locationImagesMax)
                ) {
                  throw new Error(t('media.locationRule'));
                }
              },
            },
          ]}
        >
          <MediaField displayId={displayId} kind="location" disabled={!!mediaLocked} />
        </Form.Item>
      </FieldGuard>
    </StepCard>
  );
}
