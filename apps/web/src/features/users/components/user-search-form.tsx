import { ArrowRightOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Affiliation,
  type PeriodDays,
  type UserStatus,
  affiliations,
  periodDays,
  userStatuses,
} from '@plakat/shared';
import { useClearable } from '../../../components/clearable.tsx';
import { useCategories, useCompanies, useDepartments, useRoles } from '../api/option-lists.ts';
import type { OptionList } from '../../../lib/option-list.ts';
import { ColorDot } from './color-dot.tsx';

/** The nine fields of the detailed user search (platform spec §2); '' in a radio means 'all'. */
export type UserSearchValues = {
  fullText?: string;
  companyId?: string;
  departmentId?: string;
  roles?: string;
  categoryId?: string;
  affiliation?: Affiliation | '';
  status?: UserStatus | '';
  entryDate?: PeriodDays;
  lastActivity?: PeriodDays;
};

type Option = { value: string; label: ReactNode; search: string };

/** Select props for a list that may be forbidden (disabled with a hint) or still loading. */
function useListSelect<T>(
  query: { data?: OptionList<T>; isPending: boolean; isError: boolean },
  toOption: (item: T) => Option,
) {
  const { t } = useTranslation('users');
  const clear = useClearable();
  const forbidden = query.data?.forbidden ?? false;
  return {
    forbidden,
    props: {
      options: (query.data?.items ?? []).map(toOption),
      loading: query.isPending,
      disabled: forbidden,
      allowClear: clear.select,
      showSearch: { optionFilterProp: 'search' },
      placeholder: forbidden ? t('search.noPermission') : t('search.any'),
      notFoundContent: query.isError ? t('search.loadFailed') : undefined,
    },
  };
}

function ListField({
  name,
  label,
  select,
}: {
  name: keyof UserSearchValues;
  label: string;
  select: ReturnType<typeof useListSelect>;
}) {
  const { t } = useTranslation('users');
  return (
    <Form.Item name={name} label={label} extra={select.forbidden ? t('search.noPermissionHint') : undefined}>
      <Select {...select.props} />
    </Form.Item>
  );
}

export function UserSearchForm({
  initialValues,
  onSubmit,
  onCancel,
}: {
  initialValues: UserSearchValues;
  onSubmit: (values: UserSearchValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('users');
  const clear = useClearable();
  const [form] = Form.useForm<UserSearchValues>();

  const companies = useListSelect(useCompanies(), (c) => ({ value: c.id, label: c.label, search: c.label }));
  const departments = useListSelect(useDepartments(), (d) => ({ value: d.id, label: d.name, search: d.name }));
  const roles = useListSelect(useRoles(), (r) => ({ value: r.id, label: r.label, search: r.label }));
  const categories = useListSelect(useCategories(), (c) => ({
    value: c.id,
    search: c.title,
    label: (
      <Flex component="span" align="center" gap={8}>
        <ColorDot color={c.color} />
        <span>{c.title}</span>
      </Flex>
    ),
  }));

  const periodOptions = periodDays.map((days) => ({ value: days, label: t(`periods.${days}`) }));

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSubmit} requiredMark={false}>
      <Form.Item name="fullText" label={t('search.fields.fullText')}>
        <Input
          size="large"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('search.placeholders.fullText')}
          allowClear={clear.input}
          maxLength={200}
          autoFocus
        />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <ListField name="companyId" label={t('search.fields.company')} select={companies} />
        </Col>
        <Col xs={24} md={12}>
          <ListField name="departmentId" label={t('search.fields.department')} select={departments} />
        </Col>
        <Col xs={24} md={12}>
          <ListField name="roles" label={t('search.fields.role')} select={roles} />
        </Col>
        <Col xs={24} md={12}>
          <ListField name="categoryId" label={t('search.fields.category')} select={categories} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="affiliation" label={t('search.fields.affiliation')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '', label: t('search.all') },
                ...affiliations.map((a) => ({ value: a, label: t(`affiliation.${a}`) })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={t('search.fields.status')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: '', label: t('search.all') },
                ...userStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="entryDate" label={t('search.fields.entryDate')} tooltip={t('search.hints.entryDate')}>
            <Select options={periodOptions} allowClear={clear.select} placeholder={t('search.anyTime')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="lastActivity"
            label={t('search.fields.lastActivity')}
            tooltip={t('search.hints.lastActivity')}
          >
            <Select options={periodOptions} allowClear={clear.select} placeholder={t('search.anyTime')} />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="end" gap={12} wrap style={{ marginTop: 8 }}>
        <Button onClick={onCancel}>{t('search.cancel')}</Button>
        <Button type="primary" htmlType="submit" icon={<ArrowRightOutlined aria-hidden />} iconPlacement="end">
          {t('search.next')}
        </Button>
      </Flex>
    </Form>
  );
}
