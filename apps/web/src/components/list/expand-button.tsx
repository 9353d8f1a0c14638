import { InfoCircleOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';
import styles from './expand-button.module.css';

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
      // display-expand: the journeys find the toggle by it.
      className={`display-expand ${styles.button}`}
      aria-expanded={expanded}
      aria-label={label}
      onClick={onClick}
      onPointerEnter={expanded ? undefined : onIntent}
      onFocus={expanded ? undefined : onIntent}
    >
      <InfoCircleOutlined />
    </button>
  );
}
