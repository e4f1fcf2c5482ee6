// At most one of the modals that open by themselves at a time (issue 33 item 15): an agent's
// contract prompt, home's announcement popup and the download popup each ask for a turn while they
// want to show (or might: the contract prompt while its answer is on the way), and wait for it in
// this order. The one showing keeps its turn until it closes; the next in order then shows.
import { useEffect, useSyncExternalStore } from 'react';

export const MODAL_TURN_ORDER = ['contractPrompt', 'announcement', 'download'] as const;
export type ModalTurnKind = (typeof MODAL_TURN_ORDER)[number];

const wanting = new Map<ModalTurnKind, number>();
let showing: ModalTurnKind | null = null;
const listeners = new Set<() => void>();

let scheduled = false;

/** Gives the turn once the asks of one render are all in (a microtask later), so that modals that ask together go in order. */
function decide(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    if (showing && wanting.has(showing)) return;
    showing = MODAL_TURN_ORDER.find((k) => wanting.has(k)) ?? null;
    for (const l of listeners) l();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while this modal, which wants to show, has the turn. `wants` false gives the turn up. */
export function useModalTurn(kind: ModalTurnKind, wants: boolean): boolean {
  useEffect(() => {
    if (!wants) return undefined;
    wanting.set(kind, (wanting.get(kind) ?? 0) + 1);
    decide();
    return () => {
      const n = (wanting.get(kind) ?? 1) - 1;
      if (n > 0) wanting.set(kind, n);
      else wanting.delete(kind);
      decide();
    };
  }, [kind, wants]);
  const mine = useSyncExternalStore(
    subscribe,
    () => showing === kind,
    () => false,
  );
  return wants && mine;
}

/**
 * Holds a modal's place in the order while its code loads (the Suspense fallback of a lazily
 * loaded modal): a later modal must not take the turn because an earlier one's chunk came second.
 */
export function ModalTurnHold({ kind }: { kind: ModalTurnKind }): null {
  useModalTurn(kind, true);
  return null;
}
