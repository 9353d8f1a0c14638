import { Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * An antd Tooltip that is only mounted once the pointer or focus reaches it: a page of 100 rows has ~600 tooltips,
 * and mounting them all up front makes the table slow. The wrapper also catches the pointer over disabled buttons.
 */
export function LazyTooltip({
  title,
  children,
  block,
}: {
  title: string | undefined;
  children: ReactNode;
  block?: boolean;
}) {
  const [active, setActive] = useState(false);
  if (!title) return children;
  const style = { display: block ? 'block' : 'inline-flex' } as const;
  if (active) {
    return (
      <Tooltip title={title} defaultOpen>
        <span style={style}>{children}</span>
      </Tooltip>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only mounts the tooltip; the child stays the control
    <span style={style} onMouseEnter={() => setActive(true)} onFocus={() => setActive(true)}>
      {children}
    </span>
  );
}
