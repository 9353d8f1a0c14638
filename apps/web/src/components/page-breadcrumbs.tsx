import { Breadcrumb } from 'antd';
import { Link } from 'react-router';

export type BreadcrumbStep = { label: string; href: string };

/**
 * The path from the dashboard to the page (Dashboard > Display management > Own display overview); every step is a
 * link, the last one marked as the current page.
 */
export function PageBreadcrumbs({ steps, label }: { steps: BreadcrumbStep[]; label: string }) {
  return (
    <Breadcrumb
      aria-label={label}
      data-testid="breadcrumbs"
      items={steps.map((step, index) => {
        const current = index === steps.length - 1;
        return {
          key: step.href,
          title: (
            // The current page in the text colour of the last step (antd greys links).
            <Link
              to={step.href}
              aria-current={current ? 'page' : undefined}
              style={current ? { color: 'inherit' } : undefined}
            >
              {step.label}
            </Link>
          ),
        };
      })}
    />
  );
}
