import { Fragment } from 'react';
import { Link } from 'react-router';

export type BreadcrumbStep = { label: string; href: string };

/**
 * The path from the dashboard to the page (Dashboard > Display management > Own display overview); every step is a
 * link, the last one marked as the current page. Drawn as antd's Breadcrumb (app/plain-ui.css), which would bring
 * its Dropdown and Menu to every logged-in page.
 */
export function PageBreadcrumbs({ steps, label }: { steps: BreadcrumbStep[]; label: string }) {
  return (
    <nav aria-label={label} className="plakat-breadcrumb" data-testid="breadcrumbs">
      <ol>
        {steps.map((step, index) => {
          const current = index === steps.length - 1;
          return (
            <Fragment key={step.href}>
              <li>
                <Link to={step.href} aria-current={current ? 'page' : undefined}>
                  {step.label}
                </Link>
              </li>
              {!current && (
                <li className="plakat-breadcrumb-separator" aria-hidden="true">
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
