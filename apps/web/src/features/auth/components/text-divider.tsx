import type { ReactNode } from 'react';

/**
 * A line with a short text in its middle (antd's plain Divider with text; app/plain-fields.css). The lines are drawn
 * by CSS: what a reader hears is the text.
 */
export function TextDivider({ children }: { children: ReactNode }) {
  return (
    <div className="plain-divider">
      <span>{children}</span>
    </div>
  );
}
