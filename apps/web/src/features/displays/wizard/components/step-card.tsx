import { Divider, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../../components/page-heading.tsx';
import { Panel } from '../../../../components/panel.tsx';

/** The frame of one wizard step: heading, short explanation, fields. */
export function StepCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Panel bodyStyle={{ padding: '20px 24px 8px' }}>
      <PageHeading look={4} style={{ marginTop: 0, marginBottom: 4 }}>
        {title}
      </PageHeading>
      {intro && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
          {intro}
        </Typography.Paragraph>
      )}
      {children}
    </Panel>
  );
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Divider titlePlacement="start" style={{ marginTop: 8, fontSize: 14 }}>
      {children}
    </Divider>
  );
}
