import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading.tsx';

/** Title and one line of explanation at the top of an auth card. */
export function AuthHeading({ title, subtitle, icon }: { title: string; subtitle?: string; icon?: ReactNode }) {
  return (
    <div style={{ marginBottom: 24 }}>
      {icon}
      <PageHeading look={3} style={{ marginTop: icon ? 12 : 0, marginBottom: 4 }}>
        {title}
      </PageHeading>
      {subtitle ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {subtitle}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
