import { ArrowRightOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alignments,
  days,
  displayTypes,
  resolutions,
  valuationLabels,
  visibilityLabels,
  wizardVisitorBands,
} from '@plakat/shared';
import { usePartnerDisplayCompanies } from '../../api/get-partner-display-companies.ts';
import type { PartnerDisplayFilter } from '../lib/filters.ts';
import { useClearable } from '../../../../components/clearable.tsx';

export type PartnerSearchValues = Omit<PartnerDisplayFilter, 'page' | 'perPage' | 'sort' | 'sortOrder'>;

/** The partner companies that share displays with mine, as filter options. */
function useCompanyOptions() {
  const { data, isPending } = usePartnerDisplayCompanies();
  const options = useMemo(() => (data?.companies ?? []).map((c) => ({ value: c.id, label: c.name })), [data]);
  return { options, loading: isPending };
}

function Field({ name, label, children }: { name: keyof PartnerSearchValues; label: string; children: ReactNode }) {
  return (
    <Form.Item name={name} label={label} style={{ marginBottom: 12 }}>
      {children}
    </Form.Item>
  );
}

/**
 * Partner display filters (spec 02 §2 'Partner display overview'). `compact` shows the quick form of the overview,
 * otherwise every field.
 */
export function PartnerSearchForm({
  initialValues,
  onSubmit,
  onSecondary,
  secondaryLabel,
  extra,
  compact,
}: {
  initialValues: PartnerSearchValues;
  onSubmit: (v: PartnerSearchValues) => void;
  onSecondary: () => void;
  secondaryLabel: string;
  extra?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation('displays');
  const companies = useCompanyOptions();
  const clear = useClearable();
  const any = {
    allowClear: clear.select,
    placeholder: t('placeholders.any'),
    showSearch: { optionFilterProp: 'label' },
  } as const;
  const rating = (labels: readonly string[], prefix: string) =>
    labels.map((l, i) => ({ value: i + 1, label: `${i + 1} · ${t(`${prefix}.${l}`)}` }));
  // The stored visitor count bands 1..5 of the wizard (1-99 ... more than 2000), as the server filters on them.
  const visitorOptions = wizardVisitorBands.map((_, i) => ({ value: i + 1, label: t(`visitorBand.${i + 1}`) }));
  const priceOptions = [1, 2, 3, 4, 5].map((v) => ({ value: v, label: t('values.credits', { count: v }) }));
  return (
    <Form layout="vertical" initialValues={initialValues} onFinish={onSubmit} requiredMark={false}>
      <Row gutter={16}>
        <Col xs={24} md={compact ? 10 : 12}>
          <Field name="IdOrTitle" label={t('fields.IdOrTitle')}>
            <Input
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('placeholders.idOrTitle')}
              allowClear={clear.input}
              maxLength={200}
            />
          </Field>
        </Col>
        <Col xs={24} md={compact ? 7 : 12}>
          <Field name="companyId" label={t('fields.company')}>
            <Select {...any} options={companies.options} loading={companies.loading} />
          </Field>
        </Col>
        <Col xs={24} md={compact ? 7 : 8}>
          <Field name="displayType" label={t('fields.displayType')}>
            <Select {...any} options={displayTypes.map((s) => ({ value: s, label: t(`displayType.${s}`) }))} />
          </Field>
        </Col>
        {!compact && (
          <>
            <Col xs={24} md={8}>
              <Field name="alignment" label={t('fields.alignment')}>
                <Select {...any} options={alignments.map((s) => ({ value: s, label: t(`alignment.${s}`) }))} />
              </Field>
            </Col>
            <Col xs={24} md={8}>
              <Field name="resolution" label={t('fields.resolution')}>
                <Select {...any} options={resolutions.map((s) => ({ value: s, label: t(`resolution.${s}`) }))} />
              </Field>
            </Col>
            <Col xs={24} md={6}>
              <Field name="visibility" label={t('fields.visibility')}>
                <Select {...any} options={rating(visibilityLabels, 'visibilityLabel')} />
              </Field>
            </Col>
            <Col xs={24} md={6}>
              <Field name="visitorCount" label={t('fields.visitorCount')}>
                <Select {...any} options={visitorOptions} />
              </Field>
            </Col>
            <Col xs={24} md={6}>
              <Field name="rating" label={t('fields.rating')}>
                <Select {...any} options={rating(valuationLabels, 'valuationLabel')} />
              </Field>
            </Col>
            <Col xs={24} md={6}>
              <Field name="priceCategory" label={t('fields.priceCategory')}>
                <Select {...any} options={priceOptions} />
              </Field>
            </Col>
            <Col xs={24} md={9}>
              <Field name="street" label={t('fields.street')}>
                <Input allowClear={clear.input} maxLength={200} />
              </Field>
            </Col>
            <Col xs={24} md={3}>
              <Field name="number" label={t('fields.number')}>
                <Input allowClear={clear.input} maxLength={20} />
              </Field>
            </Col>
            <Col xs={24} md={4}>
              <Field name="postCode" label={t('fields.postCode')}>
                <Input allowClear={clear.input} maxLength={10} />
              </Field>
            </Col>
            <Col xs={24} md={8}>
              <Field name="town" label={t('fields.town')}>
                <Input allowClear={clear.input} maxLength={100} />
              </Field>
            </Col>
            <Col xs={24}>
              <Field name="availableDays" label={t('fields.availableDays')}>
                <Checkbox.Group options={days.map((d) => ({ value: d, label: t(`daysShort.${d}`) }))} />
              </Field>
            </Col>
          </>
        )}
      </Row>
      <Flex justify="end" gap={8} wrap>
        {extra}
        <Button onClick={onSecondary}>{secondaryLabel}</Button>
        <Button
          type="primary"
          htmlType="submit"
          icon={compact ? <SearchOutlined aria-hidden /> : <ArrowRightOutlined aria-hidden />}
          iconPlacement={compact ? 'start' : 'end'}
        >
          {t('actions.search')}
        </Button>
      </Flex>
    </Form>
  );
}
