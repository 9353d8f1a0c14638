/** A small round swatch of a category's colour. */
export function ColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: color,
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.15)',
        flex: 'none',
      }}
    />
  );
}
