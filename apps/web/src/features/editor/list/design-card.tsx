import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FileAddOutlined,
  MoreOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tag, Tooltip } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import type { DesignListItem } from '../api/designs.ts';
import { type DesignAbilities, type DesignAction, cardActions } from '../lib/card-actions.ts';
import { DesignThumb } from './design-thumb.tsx';
import styles from './design-grid.module.css';

const icons: Record<DesignAction, React.ReactNode> = {
  useTemplate: <FileAddOutlined aria-hidden />,
  rename: <EditOutlined aria-hidden />,
  duplicate: <CopyOutlined aria-hidden />,
  saveAsTemplate: <SnippetsOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
};

/** One design of the grid: its picture and name (both open it), size, last change, published state and menu. */
export const DesignCard = memo(function DesignCard({
  design,
  may,
  onAction,
}: {
  design: DesignListItem;
  may: DesignAbilities;
  onAction: (action: DesignAction, design: DesignListItem) => void;
}) {
  const { t } = useTranslation('editor');
  const formatDate = useFormatDate();
  const to = paths.dashboard.editorCanvas(design.id);
  const date = formatDate(design.updatedAt, { withTime: true });
  const actions = cardActions(design, may);
  const menu: MenuProps = {
    items: actions.map((action) => ({
      key: action,
      icon: icons[action],
      label: t(`actions.${action}`),
      danger: action === 'delete',
    })),
    onClick: ({ key }) => onAction(key as DesignAction, design),
  };
  return (
    <li className={styles.card} data-testid="design-card" data-design-id={design.id}>
      {/* The name below is the card's link for keyboards and screen readers; the picture is a larger target. */}
      <Link to={to} className={styles.preview} tabIndex={-1} aria-hidden>
        <DesignThumb design={design} />
      </Link>
      <div className={styles.body}>
        <Link to={to} className={styles.name} title={design.name}>
          {design.name}
        </Link>
        <span className={styles.meta}>
          {t('card.size', { width: design.width, height: design.height })} · {t(`orientation.${design.orientation}`)}
        </span>
        <span className={styles.meta}>
          {design.updatedBy ? t('card.changedBy', { date, name: design.updatedBy }) : t('card.changed', { date })}
        </span>
        <span className={styles.tags}>
          {design.isTemplate && <Tag color="purple">{t('card.template')}</Tag>}
          {design.published && (
            <Tooltip title={t('card.publishedHint', { revision: design.published.revision })}>
              <Tag color="green" tabIndex={0} data-testid="design-published">
                {t('card.published')}
              </Tag>
            </Tooltip>
          )}
        </span>
        <div className={styles.actions}>
          <LinkButton to={to} size="small" type="primary" ghost aria-label={t('card.openNamed', { name: design.name })}>
            {t('card.open')}
          </LinkButton>
          {actions.length > 0 && (
            <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
              <Button
                size="small"
                type="text"
                icon={<MoreOutlined aria-hidden />}
                aria-label={t('card.actions', { name: design.name })}
              />
            </Dropdown>
          )}
        </div>
      </div>
    </li>
  );
});
