import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex, List, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { errorMessage } from '../../../lib/query-client.ts';
import {
  type ShareDirection,
  useFavoriteDisplay,
  usePartnerDisplays,
  useUnshareDisplay,
} from '../api/partner-displays.ts';
import type { PartnerRow } from './partner-row.ts';

const failed = (error: Error) => notify.error(errorMessage(error, 'update'));

/**
 * One direction of what a partner and we share: our displays shared with it (unshare, UNSHARE_DISPLAY) or its
 * displays shared with us (favourite, SET_PARTNER_FAVORITE_DISPLAY). Five per page.
 */
export function SharedDisplays({ row, direction }: { row: PartnerRow; direction: ShareDirection }) {
  const { t } = useTranslation('partners');
  const [page, setPage] = useState(1);
  const list = usePartnerDisplays(row.id, direction, page);
  const unshare = useUnshareDisplay();
  const favorite = useFavoriteDisplay();
  const canUnshare = useCan('UNSHARE_DISPLAY');
  const canFavorite = useCan('SET_PARTNER_FAVORITE_DISPLAY');
  const items = list.data?.items ?? [];

  return (
    <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }} data-testid={`shared-${direction}`}>
      <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
        {t(`displays.${direction}`, { company: row.companyName })}
      </Typography.Title>
      <List
        size="small"
        bordered
        loading={list.isPending}
        locale={{
          emptyText: (
            <span className="plakat-secondary">
              {list.isError ? t('displays.loadFailed') : t(`displays.empty.${direction}`)}
            </span>
          ),
        }}
        dataSource={items}
        pagination={
          (list.data?.totalCount ?? 0) > 5
            ? { current: page, pageSize: 5, total: list.data?.totalCount, size: 'small', onChange: setPage }
            : false
        }
        renderItem={(display) => (
          <List.Item
            actions={[
              direction === 'byMe' && canUnshare && (
                <Popconfirm
                  key="unshare"
                  title={t('displays.unshareTitle')}
                  description={t('displays.unshareText', { display: display.title, company: row.companyName })}
                  okText={t('displays.unshare')}
                  cancelText={t('common:actions.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    unshare
                      .mutateAsync(
                        { partnerId: row.id, displayId: display.id },
                        { onSuccess: (a) => notify.success(a.message), onError: failed },
                      )
                      .catch(() => undefined)
                  }
                >
                  <Button size="small" danger>
                    {t('displays.unshare')}
                  </Button>
                </Popconfirm>
              ),
              direction === 'withMe' && canFavorite && (
                <Button
                  key="favorite"
                  size="small"
                  type="text"
                  aria-pressed={display.isFavorite === true}
                  aria-label={t(display.isFavorite ? 'displays.unfavorite' : 'displays.favorite', {
                    display: display.title,
                  })}
                  icon={display.isFavorite ? <StarFilled style={{ color: '#d48806' }} /> : <StarOutlined />}
                  onClick={() =>
                    favorite.mutate({ displayId: display.id, favorite: !display.isFavorite }, { onError: failed })
                  }
                />
              ),
            ].filter(Boolean)}
          >
            <Flex gap={10} align="center" style={{ minWidth: 0 }}>
              {display.thumbUrl ? (
                <img
                  src={display.thumbUrl}
                  alt=""
                  width={48}
                  height={27}
                  style={{ objectFit: 'cover', flex: 'none' }}
                />
              ) : null}
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{display.title}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('displays.onlineId', { id: display.onlineId })}
                </Typography.Text>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
