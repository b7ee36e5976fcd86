// Telling a picker that the order they hold changed upstream (spec/operator.md §8): reset,
// rescheduled or cancelled by the panel or the company's systems, once that is committed.
import type { PickingNotice } from '../../../shared/contract/events';
import type { AppContext } from '../../context';

export interface NoticeToPicker {
  separatorId: number;
  notice: PickingNotice;
}

export function tellPickers(app: AppContext, notices: readonly NoticeToPicker[]): void {
  for (const { separatorId, notice } of notices) app.events.raise({ kind: 'pickingNotice', pickerId: separatorId, notice });
}
