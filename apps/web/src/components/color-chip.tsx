/** A category as a chip in its colour (plain elements: it is drawn in every table row). */
export function ColorChip({ title, color }: { title: string | null; color: string | null }) {
  if (!title) return null;
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '0 7px',
        fontSize: 12,
        lineHeight: '20px',
        border: '1px solid #d9d9d9',
        borderRadius: 4,
        background: '#fafafa',
        maxWidth: '100%',
      }}
    >
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: '50%', background: color ?? '#d9d9d9', flex: 'none' }}
      />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span>
    </span>
  );
}
