import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { TablePaginationConfig } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type PagerParts = Pick<TablePaginationConfig, 'prevIcon' | 'nextIcon' | 'jumpPrevIcon' | 'jumpNextIcon' | 'locale'>;

/** antd's markup of the 'five pages back/on' links, with its icons hidden (their page item has the title). */
const jump = (icon: ReactNode) => (
  // biome-ignore lint/a11y/useValidAnchor: antd's own markup and styles; the page item around it is the control
  <a className="ant-pagination-item-link">
    <div className="ant-pagination-item-container">
      {icon}
      <span className="ant-pagination-item-ellipsis">
        <EllipsisOutlined aria-hidden />
      </span>
    </div>
  </a>
);

/**
 * The pager's parts in the reader's language. antd names its previous/next buttons by their icons ('left', 'right')
 * and its page size select 'Page Size' in every language: the same markup with hidden icons, buttons named in the
 * reader's language and a translated page size select.
 */
export function useListPager(): PagerParts {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      prevIcon: (
        <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={t('pagination.previous')}>
          <LeftOutlined aria-hidden />
        </button>
      ),
      nextIcon: (
        <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={t('pagination.next')}>
          <RightOutlined aria-hidden />
        </button>
      ),
      jumpPrevIcon: jump(<DoubleLeftOutlined className="ant-pagination-item-link-icon" aria-hidden />),
      jumpNextIcon: jump(<DoubleRightOutlined className="ant-pagination-item-link-icon" aria-hidden />),
      locale: { page_size: t('pagination.pageSize') },
    }),
    [t],
  );
}
