// What the operator header shows besides the user (spec/operator.md §2 'Header and menus'):
// the running separation group and 'Separação N' or 'Caixa pronta'. The picking screens
// set it; the layout only reads it.
import { create } from 'zustand';

export type HeaderStage = { kind: 'step'; step: number } | { kind: 'boxReady' };

interface OperatorHeaderState {
  groupNumber: number | null;
  stage: HeaderStage | null;
  setGroup: (groupNumber: number | null) => void;
  setStage: (stage: HeaderStage | null) => void;
}

export const useOperatorHeader = create<OperatorHeaderState>()((set) => ({
  groupNumber: null,
  stage: null,
  setGroup: (groupNumber) => set({ groupNumber }),
  setStage: (stage) => set({ stage }),
}));

export function stageLabel(stage: HeaderStage | null): string | null {
  if (!stage) return null;
  return stage.kind === 'boxReady' ? 'Caixa pronta' : `Separação ${stage.step}`;
}
