import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * An antd Button that is a real link (an <a href>, so it opens in a new tab with a middle click) and navigates
 * inside the app on a plain click.
 */
export function LinkButton({ to, replace, ...props }: Omit<ButtonProps, 'href'> & { to: string; replace?: boolean }) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        props.onClick?.(event as MouseEvent<HTMLButtonElement & HTMLAnchorElement>);
        if (!event.defaultPrevented) handleClick(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
