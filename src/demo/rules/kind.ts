// Which demo game a catalogue game is: its category decides the kind of screen and of round;
// a slot game's id decides its machine (the same game always runs the same paytable).
import type { SlotMachine } from '@/demo/rules/slots';
import { SLOT_MACHINES } from '@/demo/rules/slot-machines';
import type { DrawStyle } from '@/demo/rules/draw';

export type DemoGameKind = 'slot' | 'baccarat' | 'sportsbook' | 'draw';

export function demoGameKind(gameType: string): DemoGameKind {
  switch (gameType) {
    case 'LIVE':
    case 'PVP':
      return 'baccarat';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'sportsbook';
    case 'LOTT':
    case 'ELOTT':
      return 'draw';
    default:
      // RNG, JL, FISH, BINGO and every other category play as slots.
      return 'slot';
  }
}

/** FNV-1a of the game id: spreads the games over the machines, the same way every time. */
function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function slotMachineFor(gameId: string): SlotMachine {
  const m = SLOT_MACHINES[hashOf(gameId) % SLOT_MACHINES.length];
  if (!m) throw new Error('no slot machine');
  return m;
}

/** A draw game's style by its id: half the draw games are 3D, half 6/42, the same way every time. */
export const drawStyleFor = (gameId: string): DrawStyle => (hashOf(gameId) % 2 === 0 ? '3d' : '6/42');
