import { InfoCircleOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';

/** The Info toggle of a table row: a plain button, as it is drawn in every row of a page of up to 100. */
export function ExpandButton({
  expanded,
  label,
  onClick,
  onIntent,
}: {
  expanded: boolean;
  label: string;
  onClick: (e: MouseEvent<HTMLElement>) => void;
  onIntent?: () => void;
}) {
  return (
    <button
      type="button"
      className="display-expand"
      aria-expanded={expanded}
      aria-label={label}
      onClick={onClick}
      onPointerEnter={expanded ? undefined : onIntent}
      onFocus={expanded ? undefined : onIntent}
      style={{
        width: 28,
        height: 28,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        cursor: 'pointer',
        borderRadius: 6,
        border: `1px solid ${expanded ? 'var(--ant-color-primary)' : '#d9d9d9'}`,
        background: expanded ? 'var(--ant-color-primary)' : '#fff',
        color: expanded ? '#fff' : 'rgba(0, 0, 0, 0.88)',
      }}
    >
      <InfoCircleOutlined />
    </button>
  );
}
