import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

type Props = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  /** The body without padding (a table or list that draws its own). */
  flush?: boolean;
  /** The body's own spacing, where a page needs more than the small card's 12px. */
  bodyStyle?: CSSProperties;
};

/**
 * A white panel with an optional title bar, drawn as antd's small Card (app/shell.css, `.plakat-panel`). antd's Card
 * always brings its Tabs along, a twentieth of a list page's budget (scripts/check-bundle-budget.mjs); pages that need
 * a card's tabs, cover or actions use Card.
 */
export function Panel({ title, flush, bodyStyle, children, className, ...rest }: Props) {
  return (
    <section {...rest} className={className ? `plakat-panel ${className}` : 'plakat-panel'}>
      {title ? <div className="plakat-panel-head">{title}</div> : null}
      <div className={flush ? undefined : 'plakat-panel-body'} style={bodyStyle}>
        {children}
      </div>
    </section>
  );
}
