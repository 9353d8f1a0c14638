import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

type Look = 1 | 2 | 3 | 4 | 5;

/**
 * The page's one h1 (a page needs a top-level heading for screen-reader navigation), drawn at the size of the heading
 * level the design uses there (`look`, default 2), in the look of antd's Typography.Title (app/plain-ui.css), which
 * would bring Typography's editing with antd's Input and Form to every page.
 */
export function PageHeading({
  look = 2,
  style,
  className,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { look?: Look }) {
  const { token } = theme.useToken();
  return (
    <h1
      className={className ? `plakat-heading ${className}` : 'plakat-heading'}
      style={{ fontSize: token[`fontSizeHeading${look}`], lineHeight: token[`lineHeightHeading${look}`], ...style }}
      {...rest}
    />
  );
}

/** An h1 inside antd's Result title, which is a div: the text keeps the Result's own font. */
export function ResultHeading({ children }: { children: string }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;
}
