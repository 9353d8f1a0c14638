import { ArrowRightOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  accessibilities,
  alignments,
  days,
  displayConnections,
  displaySizeFilterOptions,
  displayTypes,
  locationTypes,
  periodDays,
  resolutions,
  shareOptions,
} from '@plakat/shared';
import { useCategories } from '../../../users/index.ts';
import { type OwnDisplayFilter, lockStatuses, ownStatusFilters } from '../lib/filters.ts';
import { ColorChip } from '../../../../components/color-chip.tsx';
import { useClearable } from '../../../../components/clearable.tsx';

export type OwnSearchValues = Omit<OwnDisplayFilter, 'page' | 'perPage' | 'sort' | 'sortOrder'>;

function useOptions() {
  const { t } = useTranslation('displays');
  const categories = useCategories();
  const clear = useClearable();
  const sizeOptions = displaySizeFilterOptions.map((v) => ({
    value: v,
    label: v > 100 ? t('values.over100') : t('values.inches', { value: v }),
  }));
  return {
    clear,
    categories: {
      loading: categories.isPending,
      disabled: categories.data?.forbidden,
      options: (categories.data?.items ?? []).map((c) => ({
        value: c.id,
        search: c.title,
        label: <ColorChip title={c.title} color={c.color} />,
      })),
    },
    periods: periodDays.map((d) => ({ value: d, label: t(`periods.${d}`) })),
    statuses: ownStatusFilters.map((s) => ({ value: s, label: t(`statusFilter.${s}`) })),
    locks: lockStatuses.map((s) => ({ value: s, label: t(`lock.${s}`) })),
    connections: displayConnections.map((s) => ({ value: s, label: t(`connection.${s}`) })),
    displayTypes: displayTypes.map((s) => ({ value: s, label: t(`displayType.${s}`) })),
    alignments: alignments.map((s) => ({ value: s, label: t(`alignment.${s}`) })),
    accessibilities: accessibilities.map((s) => ({ value: s, label: t(`accessibility.${s}`) })),
    locations: locationTypes.map((s) => ({ value: s, label: t(`location.${s}`) })),
    shares: shareOptions.map((s) => ({ value: s, label: t(`share.${s}`) })),
    resolutions: resolutions.map((s) => ({ value: s, label: t(`resolution.${s}`) })),
    sizes: sizeOptions,
    days: days.map((d) => ({ value: d, label: t(`daysShort.${d}`) })),
  };
}

const anySelect = (placeholder: string, clear: ReturnType<typeof useClearable>['select']) =>
  ({ allowClear: clear, placeholder, showSearch: { optionFilterProp: 'label' } }) as const;

function Field({ name, label, children }: { name: keyof OwnSearchValues; label: string; children: ReactNode }) {
  return (
    <Form.Item name={name} label={label} style={{ marginBottom: 12 }}>
      {children}
    </Form.Item>
  );
}

/**
 * Quick search of the own overview: ID/title/serial number, draft or duplicated (status), period, category and lock
 * state; 'Detailed Search' opens the search page with the current query string.
 */
export function QuickSearchForm({
  initialValues,
  onSubmit,
  onReset,
  detailedHref,
}: {
  initialValues: OwnSearchValues;
  onSubmit: (v: OwnSearchValues) => void;
  onReset: () => void;
  /** The detailed search page with the current query (none: no button). Its icon loads with this form. */
  detailedHref?: string;
}) {
  const { t } = useTranslation('displays');
  const o = useOptions();
  return (
    <Form layout="vertical" initialValues={initialValues} onFinish={onSubmit} requiredMark={false}>
      <Row gutter={16} align="bottom">
        <Col xs={24} md={12} xl={4}>
          <Field name="keyword" label={t('fields.keyword')}>
            <Input
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('placeholders.keyword')}
              allowClear={o.clear.input}
              maxLength={200}
            />
          </Field>
        </Col>
        <Col xs={12} md={4}>
          <Field name="status" label={t('fields.status')}>
            <Select {...anySelect(t('placeholders.any'), o.clear.select)} options={o.statuses} />
          </Field>
        </Col>
        <Col xs={12} md={4}>
          <Field name="period" label={t('fields.period')}>
            <Select {...anySelect(t('placeholders.anyTime'), o.clear.select)} options={o.periods} />
          </Field>
        </Col>
        <Col xs={12} md={4}>
          <Field name="categoryId" label={t('fields.category')}>
            <Select
              allowClear={o.clear.select}
              placeholder={t('placeholders.any')}
              {...o.categories}
              showSearch={{ optionFilterProp: 'search' }}
            />
          </Field>
        </Col>
        <Col xs={12} md={4}>
          <Field name="lockStatus" label={t('fields.lock')}>
            <Select {...anySelect(t('placeholders.any'), o.clear.select)} options={o.locks} />
          </Field>
        </Col>
        <Col xs={12} md={4}>
          <Field name="connection" label={t('fields.connection')}>
            <Select {...anySelect(t('placeholders.any'), o.clear.select)} options={o.connections} />
          </Field>
        </Col>
      </Row>
      <Flex gap={8} justify="end" wrap>
        {detailedHref && (
          <Link to={detailedHref}>
            <Button icon={<FilterOutlined aria-hidden />}>{t('actions.detailedSearch')}</Button>
          </Link>
        )}
        <Button onClick={onReset}>{t('actions.reset')}</Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('actions.search')}
        </Button>
      </Flex>
    </Form>
  );
}

/** The detailed search: every field of spec 02 §2 'Search fields'. */
export function OwnSearchForm({
  initialValues,
  onSubmit,
  onCancel,
}: {
  initialValues: OwnSearchValues;
  onSubmit: (v: OwnSearchValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('displays');
  const o = useOptions();
  const any = anySelect(t('placeholders.any'), o.clear.select);
  return (
    <Form layout="vertical" initialValues={initialValues} onFinish={onSubmit} requiredMark={false}>
      <Field name="keyword" label={t('fields.keyword')}>
        <Input
          size="large"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('placeholders.keyword')}
          allowClear={o.clear.input}
          maxLength={200}
          autoFocus
        />
      </Field>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Field name="categoryId" label={t('fields.category')}>
            <Select
              allowClear={o.clear.select}
              placeholder={t('placeholders.any')}
              {...o.categories}
              showSearch={{ optionFilterProp: 'search' }}
            />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="displayType" label={t('fields.displayType')}>
            <Select {...any} options={o.displayTypes} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="alignment" label={t('fields.alignment')}>
            <Select {...any} options={o.alignments} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="accessibility" label={t('fields.accessibility')}>
            <Select {...any} options={o.accessibilities} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="locationType" label={t('fields.locationType')}>
            <Select {...any} options={o.locations} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="shareOptions" label={t('fields.shareOptions')}>
            <Select {...any} options={o.shares} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="status" label={t('fields.status')}>
            <Select {...any} options={o.statuses} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="lockStatus" label={t('fields.lock')}>
            <Select {...any} options={o.locks} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="connection" label={t('fields.connection')}>
            <Select {...any} options={o.connections} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="resolution" label={t('fields.resolution')}>
            <Select {...any} options={o.resolutions} />
          </Field>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Field name="keywords" label={t('fields.keywords')}>
            <Input allowClear={o.clear.input} maxLength={200} placeholder={t('placeholders.keywords')} />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field name="period" label={t('fields.period')}>
            <Select {...anySelect(t('placeholders.anyTime'), o.clear.select)} options={o.periods} />
          </Field>
        </Col>
        <Col xs={24} md={9}>
          <Field name="street" label={t('fields.street')}>
            <Input allowClear={o.clear.input} maxLength={200} />
          </Field>
        </Col>
        <Col xs={24} md={3}>
          <Field name="number" label={t('fields.number')}>
            <Input allowClear={o.clear.input} maxLength={20} />
          </Field>
        </Col>
        <Col xs={24} md={4}>
          <Field name="postCode" label={t('fields.postCode')}>
            <Input allowClear={o.clear.input} maxLength={10} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="town" label={t('fields.town')}>
            <Input allowClear={o.clear.input} maxLength={100} />
          </Field>
        </Col>
        <Col xs={12} md={6}>
          <Field name="displaySizeFrom" label={t('fields.displaySizeFrom')}>
            <Select {...any} options={o.sizes} />
          </Field>
        </Col>
        <Col xs={12} md={6}>
          <Field name="displaySizeTo" label={t('fields.displaySizeTo')}>
            <Select {...any} options={o.sizes} />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field name="availableDays" label={t('fields.availableDays')}>
            <Checkbox.Group options={o.days} />
          </Field>
        </Col>
      </Row>
      <Flex justify="end" gap={12} wrap style={{ marginTop: 8 }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end">
          {t('actions.search')}
        </Button>
      </Flex>
    </Form>
  );
}
