import { Flex, Segmented, Select, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PartnerInvitationItem, partnerInvitationStates } from '@plakat/shared';
import { LoadFailed } from '../../../components/load-failed.tsx';
import type { Overview } from '../../../hooks/use-overview.ts';
import { phoneQuery, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { usePartnerInvitations } from '../api/invitations.ts';
import type { PartnerPageValues } from '../lib/partner-search.ts';
import { invitationColumns, invitationPhoneColumn } from './invitation-columns.tsx';

const all = 'all';

/** The invitations tab: sent and received partner invitations, filtered by direction and state, newest first. */
export function InvitationsTab({ overview }: { overview: Overview<PartnerPageValues> }) {
  const { t } = useTranslation('partners');
  const formatDate = useFormatDate();
  const phone = useMediaQuery(phoneQuery);
  const { direction, state } = overview.values;
  const list = usePartnerInvitations({ direction, state, page: overview.page, perPage: overview.perPage });
  const columns = useMemo(
    () => (phone ? [invitationPhoneColumn(t, formatDate)] : invitationColumns(t, formatDate)),
    [phone, t, formatDate],
  );
  const directions = [all, 'sent', 'received'] as const;

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center">
        <Segmented
          aria-label={t('invitations.filter.direction')}
          value={direction ?? all}
          options={directions.map((value) => ({ value, label: t(`invitations.filter.${value}`) }))}
          onChange={(value) => overview.search({ direction: value === all ? undefined : value }, ['direction'])}
          data-testid="invitation-direction"
        />
        <Select
          aria-label={t('invitations.filter.state')}
          placeholder={t('invitations.filter.anyState')}
          allowClear
          value={state}
          style={{ minWidth: 200 }}
          options={partnerInvitationStates.map((value) => ({ value, label: t(`invitations.state.${value}`) }))}
          onChange={(value) => overview.search({ state: value }, ['state'])}
          data-testid="invitation-state"
        />
      </Flex>
      {list.isError ? (
        <LoadFailed
          title={t('invitations.loadFailed')}
          retry={t('common:actions.retry')}
          onRetry={() => list.refetch()}
        />
      ) : (
        <Table<PartnerInvitationItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isPending || list.isFetching}
          scroll={phone ? undefined : { x: 'max-content' }}
          locale={{ emptyText: t('invitations.empty') }}
          data-testid="partner-invitations"
          pagination={{
            current: overview.page,
            pageSize: overview.perPage,
            total: list.data?.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: overview.goTo,
          }}
        />
      )}
    </Flex>
  );
}
