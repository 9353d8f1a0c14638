import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { notificationStatuses, notificationTypes, periodDays } from '@plakat/shared';
import type { NotificationSearchValues } from '../lib/notification-search.ts';

type FormValues = Pick<NotificationSearchValues, 'message' | 'sender' | 'type' | 'status' | 'rangeTime'>;

/**
 * The notification filter (platform spec §3): message, sender, type, status and period. Searching writes them to the
 * address (page 1, page size and sort kept); a resource filter from a link shows as a tag that clears it.
 */
export function NotificationFilter({
  values,
  onSearch,
  onReset,
}: {
  values: NotificationSearchValues;
  onSearch: (values: Partial<NotificationSearchValues>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('notificationCenter');
  const [form] = Form.useForm<FormValues>();
  const any = t('filter.any');
  const col = { xs: 24, sm: 12, lg: 8 };
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      key={JSON.stringify(values)}
      initialValues={values}
      onFinish={(form) => onSearch({ ...form, resourceId: values.resourceId })}
      aria-label={t('filter.title')}
    >
      <Row gutter={12}>
        <Col {...col}>
          <Form.Item name="message" label={t('filter.message')}>
            <Input allowClear placeholder={t('filter.messagePlaceholder')} maxLength={10_000} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="sender" label={t('filter.sender')}>
            <Input allowClear placeholder={t('filter.senderPlaceholder')} maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="type" label={t('filter.type')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={any}
              options={notificationTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="status" label={t('filter.status')}>
            <Select
              allowClear
              placeholder={any}
              options={notificationStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="rangeTime" label={t('filter.rangeTime')}>
            <Select
              allowClear
              placeholder={any}
              options={periodDays.map((days) => ({ value: days, label: t('filter.days', { count: days }) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8} wrap align="center">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('filter.search')}
        </Button>
        <Button onClick={onReset}>{t('filter.reset')}</Button>
        {values.resourceId && (
          <Button
            type="dashed"
            icon={<CloseOutlined aria-hidden />}
            title={t('filter.resourceClear')}
            onClick={() => onSearch({ ...values, resourceId: undefined })}
          >
            {t('filter.resourceSet')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
