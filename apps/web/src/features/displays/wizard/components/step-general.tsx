import { Alert, Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClearable } from '../../../../components/clearable.tsx';
import { accessibilities, displayLimits, locationTypes, shareOptions } from '@plakat/shared';
import { useCategories } from '../../../users/index.ts';
import { splitKeywords } from '../lib/mapping.ts';
import { requiredRule, schemaRule } from '../lib/rules.ts';
import { LookupSelect } from '../../../../components/lookup-select.tsx';
import { FieldGuard } from './field-guard.tsx';
import { PartnerPicker } from './partner-picker.tsx';
import { SectionTitle, StepCard } from './step-card.tsx';

/** Step 1 'General information' (spec 02 §3 wizard fields). */
export function StepGeneral({ form, displayId }: { form: FormInstance; displayId?: string }) {
  const { t } = useTranslation('displayWizard');
  const clear = useClearable();
  const categories = useCategories();
  const excluded = (Form.useWatch('excludedIndustries', form) as string[] | undefined) ?? [];
  const accessibility = Form.useWatch('accessibility', form) as string | undefined;
  const sharing = Form.useWatch('shareOptions', form) as string | undefined;
  const label = (key: string) => t(`fields.${key}`);

  return (
    <StepCard title={t('steps.general')} intro={t('intro.general')}>
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <FieldGuard fields={['title']}>
            <Form.Item
              name="title"
              label={label('title')}
              rules={[schemaRule((s) => s.generalStep.shape.title, label('title'), t)]}
            >
              <Input maxLength={100} showCount />
            </Form.Item>
          </FieldGuard>
        </Col>
        <Col xs={24} md={10}>
          <FieldGuard fields={['categoryId']}>
            <Form.Item name="categoryId" label={label('category')}>
              <Select
                allowClear={clear.select}
                showSearch={{ optionFilterProp: 'title' }}
                placeholder={t('common.select')}
                loading={categories.isPending}
                disabled={categories.data?.forbidden}
                options={(categories.data?.items ?? []).map((c) => ({
                  value: c.id,
                  title: c.title,
                  label: (
                    <Flex align="center" gap={8}>
                      <span
                        aria-hidden
                        style={{
                          width: 12,
                          height: 12,
                          borderRadius: 3,
                          background: c.color,
                          flex: 'none',
                          boxShadow: 'inset 0 0 0 1px rgba(0,0,0,.15)',
                        }}
                      />
                      <span>{c.title}</span>
                    </Flex>
                  ),
                }))}
              />
            </Form.Item>
          </FieldGuard>
        </Col>
        <Col xs={24}>
          <FieldGuard fields={['description']}>
            <Form.Item
              name="description"
              label={label('description')}
              rules={[schemaRule((s) => s.generalStep.shape.description, label('description'), t)]}
            >
              <Input.TextArea rows={3} maxLength={1000} showCount />
            </Form.Item>
          </FieldGuard>
        </Col>
        <Col xs={24}>
          <FieldGuard fields={['keywords']}>
            <Form.Item
              name="keywords"
              label={label('keywords')}
              extra={t('hints.keywords')}
              rules={[
                schemaRule(
                  (s) => ({ safeParse: (v: unknown) => s.generalStep.shape.keywords.safeParse(splitKeywords(v)) }),
                  label('keywords'),
                  t,
                ),
              ]}
            >
              <Input maxLength={1000} placeholder={t('placeholders.keywords')} />
            </Form.Item>
          </FieldGuard>
        </Col>
      </Row>

      <SectionTitle>{t('sections.access')}</SectionTitle>
      <FieldGuard fields={['accessibility', 'location', 'shareOptions', 'partnerIds']}>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name="accessibility"
              label={label('accessibility')}
              rules={[requiredRule(label('accessibility'), t)]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={accessibilities.map((v) => ({ value: v, label: t(`accessibility.${v}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="location" label={label('locationType')} rules={[requiredRule(label('locationType'), t)]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={locationTypes.map((v) => ({ value: v, label: t(`locationType.${v}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item
              name="shareOptions"
              label={label('shareOptions')}
              rules={[requiredRule(label('shareOptions'), t)]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={shareOptions.map((v) => ({ value: v, label: t(`share.${v}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={accessibility === 'private' ? t('hints.privateForces') : t('hints.publicNeeded')}
        />
        {sharing === 'restricted' && <PartnerPicker form={form} displayId={displayId} />}
      </FieldGuard>

      <SectionTitle>{t('sections.filters')}</SectionTitle>
      <FieldGuard fields={['excludedIndustries', 'predefinedFilters']}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="excludedIndustries"
              label={label('excludedIndustries')}
              extra={t('hints.industries', { max: displayLimits.excludedIndustriesMax })}
              rules={[
                schemaRule((s) => s.generalStep.shape.excludedIndustries, label('excludedIndustries'), t, {
                  optional: true,
                }),
              ]}
            >
              <LookupSelect
                group="industries"
                mode="multiple"
                allowClear
                disabledCodes={(code) =>
                  excluded.length >= displayLimits.excludedIndustriesMax && !excluded.includes(code)
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="predefinedFilters" label={label('predefinedFilters')}>
              <LookupSelect group="predefinedFilters" mode="multiple" allowClear />
            </Form.Item>
          </Col>
        </Row>
      </FieldGuard>
    </StepCard>
  );
}
