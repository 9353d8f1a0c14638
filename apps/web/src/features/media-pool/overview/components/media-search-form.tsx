import { SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alignments,
  infoAccesses,
  mediaFileKinds,
  mediaStatuses,
  mediaTypes,
  periodDays,
  resolutions,
} from '@plakat/shared';
import { useCategories } from '../../../users/index.ts';
import { ColorChip } from '../../../../components/color-chip.tsx';
import { useClearable } from '../../../../components/clearable.tsx';
import { type MediaFilterValues, archivedFilters, detailedSearchKeys, quickSearchKeys } from '../lib/filters.ts';

type SelectField = Exclude<FieldName, 'keyword' | 'IdOrTitle' | 'keywords' | 'uploadedBy' | 'categoryId'>;

const selectValues: Record<SelectField, readonly (string | number)[]> = {
  period: periodDays,
  alignment: alignments,
  type: mediaFileKinds,
  mediaType: mediaTypes,
  status: mediaStatuses,
  resolution: resolutions,
  isArchived: archivedFilters,
  infoAccess: infoAccesses,
};
/** The label namespace of each select's values. */
const valueTexts: Record<SelectField, string> = {
  period: 'periods',
  alignment: 'alignment',
  type: 'kind',
  mediaType: 'mediaType',
  status: 'status',
  resolution: 'resolution',
  isArchived: 'archivedFilter',
  infoAccess: 'status',
};

type FieldName = keyof MediaFilterValues;
const textFields: readonly FieldName[] = ['keyword', 'IdOrTitle', 'keywords'];
/** The quick form: two rows on wide screens (the free text wider). */
const quickSpan = (name: FieldName) => ({
  xs: textFields.includes(name) ? 24 : 12,
  md: name === 'keyword' ? 12 : 6,
  xl: name === 'keyword' ? 8 : 4,
});
/** The detailed page (a narrower card): text fields half or a quarter wide, selects a quarter, the check box half. */
const detailedSpan = (name: FieldName) => ({
  xs: textFields.includes(name) || name === 'uploadedBy' ? 24 : 12,
  md: name === 'keyword' || name === 'uploadedBy' ? 24 : textFields.includes(name) ? 12 : 8,
  xl: name === 'keyword' || name === 'uploadedBy' ? 12 : 6,
});

/**
 * The media search form: quick (the overview's panel) or detailed (the search page, every filter of §3). Submitting
 * hands the values to the page, which writes them into the address.
 */
export function MediaSearchForm({
  detailed,
  initialValues,
  onSubmit,
  onReset,
  userId,
  actions,
  hidden = [],
}: {
  detailed?: boolean;
  initialValues: MediaFilterValues;
  onSubmit: (values: MediaFilterValues) => void;
  onReset: () => void;
  /** The logged-in user (the detailed search's 'only my uploads'). */
  userId?: string;
  /** Further buttons before Reset and Search (Detailed Search, Cancel). */
  actions?: ReactNode;
  /** Fields the mode sets itself (the picker's file type and archive state): not shown. */
  hidden?: readonly string[];
}) {
  const { t } = useTranslation('mediaPool');
  const clear = useClearable();
  const categories = useCategories();
  const fields = (detailed ? detailedSearchKeys : quickSearchKeys).filter((name) => !hidden.includes(name));

  const field = (name: FieldName): ReactNode => {
    const label = t(`search.fields.${name}`);
    if (name === 'keyword' || name === 'IdOrTitle' || name === 'keywords') {
      return (
        <Form.Item name={name} label={label} style={{ marginBottom: 12 }}>
          <Input
            prefix={name === 'keyword' ? <SearchOutlined aria-hidden /> : undefined}
            placeholder={t(`search.placeholders.${name}`)}
            allowClear={clear.input}
            maxLength={200}
          />
        </Form.Item>
      );
    }
    if (name === 'uploadedBy') {
      return (
        <Form.Item
          name={name}
          label=" "
          colon={false}
          valuePropName="checked"
          getValueProps={(value: unknown) => ({ checked: Boolean(value) })}
          normalize={(checked: boolean) => (checked ? userId : undefined)}
          style={{ marginBottom: 12 }}
        >
          <Checkbox disabled={!userId}>{t('search.fields.mine')}</Checkbox>
        </Form.Item>
      );
    }
    if (name === 'categoryId') {
      return (
        <Form.Item name={name} label={label} style={{ marginBottom: 12 }}>
          <Select
            allowClear={clear.select}
            placeholder={t('search.placeholders.any')}
            loading={categories.isPending}
            disabled={categories.data?.forbidden}
            options={(categories.data?.items ?? []).map((c) => ({
              value: c.id,
              search: c.title,
              label: <ColorChip title={c.title} color={c.color} />,
            }))}
            showSearch={{ optionFilterProp: 'search' }}
          />
        </Form.Item>
      );
    }
    return (
      <Form.Item name={name} label={label} style={{ marginBottom: 12 }}>
        <Select
          allowClear={clear.select}
          placeholder={t(name === 'period' ? 'search.placeholders.anyTime' : 'search.placeholders.any')}
          options={selectValues[name].map((value) => ({ value, label: t(`${valueTexts[name]}.${value}`) }))}
        />
      </Form.Item>
    );
  };

  return (
    <Form layout="vertical" initialValues={initialValues} onFinish={onSubmit} requiredMark={false}>
      <Row gutter={16} align="bottom">
        {fields.map((name) => (
          <Col key={name} {...(detailed ? detailedSpan : quickSpan)(name)}>
            {field(name)}
          </Col>
        ))}
      </Row>
      <Flex gap={8} justify="end" wrap>
        {actions}
        <Button onClick={onReset}>{t('search.reset')}</Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('search.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
