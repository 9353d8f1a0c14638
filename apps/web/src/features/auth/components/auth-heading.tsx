import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Title and one line of explanation at the top of an auth card. */
export function AuthHeading({ title, subtitle, icon }: { title: string; subtitle?: string; icon?: ReactNode }) {
  return (
    <div style={{ marginBottom: 24 }}>
      {icon}
      <Typography.Title level={3} style={{ marginTop: icon ? 12 : 0, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      {subtitle ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {subtitle}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
