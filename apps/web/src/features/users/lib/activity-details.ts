/** A log entry's details for people: 'from → to' for a change, otherwise its fields as 'name: value'. */
export function detailsText(details: Record<string, unknown>): string {
  const text = (value: unknown) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  const { from, to, ...rest } = details;
  const change = from !== undefined && to !== undefined ? [`${text(from)} → ${text(to)}`] : [];
  const fields = Object.entries(from !== undefined && to !== undefined ? rest : details).map(
    ([name, value]) => `${name}: ${text(value)}`,
  );
  return [...change, ...fields].join(', ');
}
