type Sharing = { accessibility?: string; location?: string; shareOptions?: string };
type Activity = { isActive?: boolean };

export type Consequence = 'private' | 'unshare' | 'restrict' | 'internal' | 'deactivate';

/** What the server stores for the sharing fields: external or shared displays are always public (spec 02 §4). */
const effective = (v: Sharing): Sharing =>
  v.location === 'external' || (v.shareOptions !== undefined && v.shareOptions !== 'notShare')
    ? { ...v, accessibility: 'public' }
    : v;

/**
 * The partner-facing consequences of saving a step of a completed display, as the server's cascades apply them:
 * the wizard asks before it saves such a change, as the state-change modals of the overview do.
 */
export function editConsequences(step: string, before: unknown, after: unknown): Consequence[] {
  if (step === 'player') {
    return (before as Activity).isActive && !(after as Activity).isActive ? ['deactivate'] : [];
  }
  if (step !== 'general') return [];
  const b = effective(before as Sharing);
  const a = effective(after as Sharing);
  const out: Consequence[] = [];
  if (b.accessibility === 'public' && a.accessibility === 'private') out.push('private');
  else if (b.shareOptions !== 'notShare' && a.shareOptions === 'notShare') out.push('unshare');
  else if (b.shareOptions === 'share' && a.shareOptions === 'restricted') out.push('restrict');
  if (b.location === 'external' && a.location === 'internal') out.push('internal');
  return out;
}
