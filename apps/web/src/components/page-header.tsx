import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from './page-heading.tsx';

/** Back link (optional), icon, heading, intro and actions at the top of a dashboard page (hidden when printed). */
export function PageHeader({
  back,
  backLabel,
  icon,
  title,
  intro,
  extra,
  color = '#1677ff',
}: {
  back?: string;
  backLabel?: string;
  icon: ReactNode;
  title: string;
  intro?: string;
  extra?: ReactNode;
  /** The icon's colour (each section of the dashboard has its own). */
  color?: string;
}) {
  return (
    <div className="no-print">
      {back && (
        <Link to={back} style={{ display: 'inline-block', marginBottom: 16 }}>
          <ArrowLeftOutlined aria-hidden /> {backLabel}
        </Link>
      )}
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Flex align="center" gap={16}>
          <span
            aria-hidden
            style={{
              display: 'inline-flex',
              flex: 'none',
              alignItems: 'center',
              justifyContent: 'center',
              width: 52,
              height: 52,
              borderRadius: 12,
              fontSize: 26,
              color,
              background: `${color}14`,
            }}
          >
            {icon}
          </span>
          <div style={{ minWidth: 0 }}>
            <PageHeading style={{ margin: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>{title}</PageHeading>
            {intro && <span className="plakat-secondary">{intro}</span>}
          </div>
        </Flex>
        {extra}
      </Flex>
    </div>
  );
}
