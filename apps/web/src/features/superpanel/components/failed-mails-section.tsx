import { MailOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPager } from '../../../components/list/list-pager.tsx';
import { Panel } from '../../../components/panel.tsx';
import styles from './card-table.module.css';
import { type FailedMail, perPageOptions, superpanelPaging } from '@plakat/shared';
import { notify } from '../../../lib/notify.ts';
import { useFailedMails } from '../api/get-failed-mails.ts';
import { useRetryFailedMail } from '../api/retry-failed-mail.ts';

/**
 * The superpanel's failed mails: recipient, subject, when and why delivery gave up, and a button that queues the
 * mail again once the operator has removed the cause.
 */
export function FailedMailsSection() {
  const { t, i18n } = useTranslation('superpanelMails');
  const pager = useListPager();
  const [paging, setPaging] = useState<{ page: number; limit: number }>({
    page: superpanelPaging.page,
    limit: superpanelPaging.limit,
  });
  const mails = useFailedMails(paging);
  const retry = useRetryFailedMail();
  const headingId = useId();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );

  const sendAgain = (mail: FailedMail) =>
    retry.mutate(mail.id, { onSuccess: (answer) => notify.success(answer.message) });

  const columns: TableColumnsType<FailedMail> = [
    {
      key: 'to',
      title: t('columns.to'),
      dataIndex: 'to',
      render: (to: string) => <Typography.Text strong>{to}</Typography.Text>,
    },
    { key: 'subject', title: t('columns.subject'), dataIndex: 'subject', responsive: ['md'] },
    {
      key: 'failedAt',
      title: t('columns.failedAt'),
      dataIndex: 'failedAt',
      width: 200,
      responsive: ['sm'],
      render: (value: string | null) =>
        value ? <time dateTime={value}>{dateFormat.format(new Date(value))}</time> : null,
    },
    {
      key: 'attempts',
      title: t('columns.attempts'),
      dataIndex: 'attempts',
      align: 'right',
      width: 100,
      responsive: ['lg'],
      render: (count: number) => count.toLocaleString(i18n.language),
    },
    {
      key: 'lastError',
      title: t('columns.lastError'),
      dataIndex: 'lastError',
      responsive: ['md'],
      // Errors can be long (a path, a server's answer): one line here, the whole text on hover.
      ellipsis: { showTitle: false },
      render: (error: string | null) => (
        <Tooltip title={error} placement="topLeft">
          <Typography.Text type="danger">{error}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      key: 'action',
      title: t('columns.action'),
      width: 170,
      render: (_: unknown, mail: FailedMail) => (
        <Button
          icon={<RedoOutlined />}
          aria-label={t('retryLabel', { recipient: mail.to })}
          loading={retry.isPending && retry.variables === mail.id}
          disabled={retry.isPending && retry.variables !== mail.id}
          onClick={() => sendAgain(mail)}
        >
          {t('retry')}
        </Button>
      ),
    },
  ];

  return (
    <Panel flush role="region" aria-labelledby={headingId}>
      <Flex align="flex-end" justify="space-between" gap={16} wrap style={{ padding: 16 }}>
        <div>
          <Typography.Title level={3} id={headingId} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        </div>
        {mails.data && (
          <Tag
            icon={<MailOutlined aria-hidden />}
            color={mails.data.totalCount > 0 ? 'red' : 'green'}
            style={{ fontSize: 14, padding: '4px 10px', marginInlineEnd: 0 }}
          >
            {t('count', { count: mails.data.totalCount })}
          </Tag>
        )}
      </Flex>
      <div className={styles.frame}>
        <Table<FailedMail>
          rowKey="id"
          columns={columns}
          dataSource={mails.data?.items ?? []}
          loading={mails.isFetching}
          // In the secondary text colour: the table's own empty text is the light grey of disabled controls.
          locale={{ emptyText: <Typography.Text type="secondary">{t('empty')}</Typography.Text> }}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: mails.data?.totalCount ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: true,
            pageSizeOptions: [...perPageOptions],
            showTotal: (total, [from, to]) => t('range', { from, to, total }),
            onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
            ...pager,
          }}
        />
      </div>
    </Panel>
  );
}
