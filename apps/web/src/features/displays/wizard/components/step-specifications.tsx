import { Col, Form, Input, Radio, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../../components/number-input.tsx';
import { useClearable } from '../../../../components/clearable.tsx';
import {
  type DisplayType,
  activeOperatingSystems,
  alignments,
  aspectRatios,
  displayTypes,
  floorstandScreens,
  operatingSystems,
  resolutionPixels,
  simplifiedResolutions,
} from '@plakat/shared';
import { presetSizes } from '../lib/mapping.ts';
import { requiredRule, schemaRule } from '../lib/rules.ts';
import { AvailabilityGrid } from './availability-grid.tsx';
import { FieldGuard, useMissingKey } from './field-guard.tsx';
import { LookupSelect } from '../../../../components/lookup-select.tsx';
import { SectionTitle, StepCard } from './step-card.tsx';

const presetResolutions = Object.keys(resolutionPixels) as (keyof typeof resolutionPixels)[];
const activeOs = new Set<string>(activeOperatingSystems);

/** Step 2 'Specifications': device, size (preset or custom cm), resolution (preset, 3 levels, custom), availability. */
export function StepSpecifications({ form }: { form: FormInstance }) {
  const { t } = useTranslation('displayWizard');
  const clear = useClearable();
  const label = (key: string) => t(`fields.${key}`);
  const type = Form.useWatch('displayType', form) as DisplayType | undefined;
  const sizeMode = Form.useWatch('sizeMode', form) as string | undefined;
  const resolutionMode = Form.useWatch('resolutionMode', form) as string | undefined;
  const sizeInches = Form.useWatch('sizeInches', form) as number | undefined;
  const availabilityLocked = useMissingKey('availability');

  return (
    <StepCard title={t('steps.specifications')} intro={t('intro.specifications')}>
      <FieldGuard fields={['displayType', 'sizeMode', 'resolutionMode']}>
        <SectionTitle>{t('sections.device')}</SectionTitle>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="displayType" label={label('displayType')} rules={[requiredRule(label('displayType'), t)]}>
              <Select
                placeholder={t('common.select')}
                options={displayTypes.map((v) => ({ value: v, label: t(`displayTypes.${v}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="brand" label={label('brand')}>
              <LookupSelect group="displayBrands" allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="operatingSystem" label={label('operatingSystem')}>
              <Select
                allowClear={clear.select}
                placeholder={t('common.select')}
                options={operatingSystems.map((v) => ({
                  value: v,
                  label: activeOs.has(v) ? t(`os.${v}`) : `${t(`os.${v}`)} (${t('common.comingSoon')})`,
                  disabled: !activeOs.has(v),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="model"
              label={label('model')}
              rules={[schemaRule((s) => s.specificationsStep.shape.model, label('model'), t)]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="serialNumber"
              label={label('serialNumber')}
              rules={[schemaRule((s) => s.specificationsStep.shape.serialNumber, label('serialNumber'), t)]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="sound" label={label('sound')} rules={[requiredRule(label('sound'), t)]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: true, label: t('sound.on') },
                  { value: false, label: t('sound.off') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={type === 'LCDFloorstand' ? 12 : 24}>
            <Form.Item name="alignment" label={label('alignment')} rules={[requiredRule(label('alignment'), t)]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={alignments.map((v) => ({ value: v, label: t(`alignment.${v}`) }))}
              />
            </Form.Item>
          </Col>
          {type === 'LCDFloorstand' && (
            <Col xs={24} md={12}>
              <Form.Item name="screens" label={label('screens')} rules={[requiredRule(label('screens'), t)]}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={floorstandScreens.map((v) => ({ value: v, label: t(`screens.${v}`) }))}
                />
              </Form.Item>
            </Col>
          )}
        </Row>

        <SectionTitle>{t('sections.size')}</SectionTitle>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="sizeMode" label={label('sizeMode')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'preset', label: t('size.preset') },
                  { value: 'custom', label: t('size.custom') },
                ]}
              />
            </Form.Item>
          </Col>
          {sizeMode === 'custom' ? (
            <>
              <Col xs={12} md={8}>
                <Form.Item
                  name="widthCm"
                  label={label('widthCm')}
                  rules={[schemaRule((s) => s.specificationsStep.shape.widthCm, label('displaySize'), t)]}
                >
                  <NumberInput style={{ width: '100%' }} min={1} max={10000} suffix={t('units.cm')} />
                </Form.Item>
              </Col>
              <Col xs={12} md={8}>
                <Form.Item
                  name="heightCm"
                  label={label('heightCm')}
                  rules={[schemaRule((s) => s.specificationsStep.shape.heightCm, label('displaySize'), t)]}
                >
                  <NumberInput style={{ width: '100%' }} min={1} max={10000} suffix={t('units.cm')} />
                </Form.Item>
              </Col>
            </>
          ) : (
            <Col xs={24} md={16}>
              <Form.Item name="sizeInches" label={label('displaySize')} rules={[requiredRule(label('displaySize'), t)]}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('common.select')}
                  options={[
                    ...presetSizes(type).map(([inch, cm]) => ({ value: inch, label: t('size.option', { inch, cm }) })),
                    ...(typeof sizeInches === 'number' && !presetSizes(type).some(([inch]) => inch === sizeInches)
                      ? [
                          {
                            value: sizeInches,
                            label: t('size.option', { inch: sizeInches, cm: Math.round(sizeInches * 2.54) }),
                          },
                        ]
                      : []),
                  ]}
                />
              </Form.Item>
            </Col>
          )}
        </Row>

        <SectionTitle>{t('sections.resolution')}</SectionTitle>
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item name="resolutionMode" label={label('resolutionMode')}>
              <Radio.Group
                optionType="button"
                options={(['preset', 'simple', 'custom'] as const).map((v) => ({
                  value: v,
                  label: t(`resolutionMode.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          {resolutionMode === 'simple' && (
            <Col xs={24} md={14}>
              <Form.Item name="simpleLevel" label={label('resolution')} rules={[requiredRule(label('resolution'), t)]}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={(Object.keys(simplifiedResolutions) as (keyof typeof simplifiedResolutions)[]).map((v) => ({
                    value: v,
                    label: t(`resolutionLevel.${v}`, {
                      pixels: resolutionPixels[simplifiedResolutions[v]].join(' x '),
                    }),
                  }))}
                />
              </Form.Item>
            </Col>
          )}
          {resolutionMode === 'custom' && (
            <>
              <Col xs={12} md={7}>
                <Form.Item
                  name="resolutionWidth"
                  label={label('resolutionWidth')}
                  rules={[schemaRule((s) => s.specificationsStep.shape.resolutionWidth, label('resolution'), t)]}
                >
                  <NumberInput style={{ width: '100%' }} min={1} max={20000} precision={0} suffix={t('units.px')} />
                </Form.Item>
              </Col>
              <Col xs={12} md={7}>
                <Form.Item
                  name="resolutionHeight"
                  label={label('resolutionHeight')}
                  rules={[schemaRule((s) => s.specificationsStep.shape.resolutionHeight, label('resolution'), t)]}
                >
                  <NumberInput style={{ width: '100%' }} min={1} max={20000} precision={0} suffix={t('units.px')} />
                </Form.Item>
              </Col>
            </>
          )}
          {(resolutionMode ?? 'preset') === 'preset' && (
            <Col xs={24} md={14}>
              <Form.Item name="resolution" label={label('resolution')} rules={[requiredRule(label('resolution'), t)]}>
                <Select
                  placeholder={t('common.select')}
                  options={presetResolutions.map((v) => ({
                    value: v,
                    label: `${t(`resolutions.${v}`)} (${resolutionPixels[v].join(' x ')})`,
                  }))}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={10}>
            <Form.Item name="aspectRatio" label={label('aspectRatio')}>
              <Select
                allowClear={clear.select}
                placeholder={t('common.select')}
                options={aspectRatios.map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </FieldGuard>

      <SectionTitle>{t('sections.availability')}</SectionTitle>
      <FieldGuard fields={['availability']}>
        <Form.Item
          name="availability"
          label={label('availability')}
          rules={[
            {
              required: true,
              validator: async (_r, value: Record<string, number[]> | undefined) => {
                if (!value || !Object.values(value).some((h) => h && h.length > 0)) {
                  throw new Error(t('validation:fieldRequired', { field: label('availability') }));
                }
              },
            },
          ]}
        >
          <AvailabilityGrid disabled={!!availabilityLocked} />
        </Form.Item>
      </FieldGuard>
    </StepCard>
  );
}
