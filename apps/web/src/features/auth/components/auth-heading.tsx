import type { ReactNode } from 'react';

/**
 * Title (the page's h1) and one line of explanation at the top of an auth card, in the look of antd's Typography
 * (app/plain-fields.css), which the login page leaves out of its budget.
 */
export function AuthHeading({ title, subtitle, icon }: { title: string; subtitle?: string; icon?: ReactNode }) {
  return (
    <div style={{ marginBottom: 24 }}>
      {icon}
      <h1 className="plain-heading" style={{ marginTop: icon ? 12 : 0 }}>
        {title}
      </h1>
      {subtitle ? <p className="plain-subtitle">{subtitle}</p> : null}
    </div>
  );
}
