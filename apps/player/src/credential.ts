/** The screen's credential and the display it plays for, kept across restarts (localStorage). */
export type Pairing = { credential: string; displayId: string };
const key = 'plakat.player.pairing';

export function loadPairing(): Pairing | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Pairing | null;
    return value && typeof value.credential === 'string' && typeof value.displayId === 'string' ? value : null;
  } catch {
    return null;
  }
}
export const savePairing = (pairing: Pairing) => localStorage.setItem(key, JSON.stringify(pairing));
export const forgetPairing = () => localStorage.removeItem(key);
