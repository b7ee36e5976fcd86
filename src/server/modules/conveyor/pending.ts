// The four pending-order conditions that hold an order off the truck while the pending-order
// lock is on (spec/loading.md §2.1 'four pending-order alerts'; docs/conveyor-engine.md).
import type { BoxCountServerToClient } from '../../../shared/contract/events';
import { BOX_CONFERENCE_STATUS, CHECKING_STATUS } from '../../../shared/domain/statuses';

export type PendingEvent = Extract<
  keyof BoxCountServerToClient,
  'pendingFinanceValidateOrder' | 'pendingOrder' | 'pendingInvoiceOrder' | 'pendingConferenceOrder'
>;

export interface PendingFacts {
  orderId: string;
  permissionToSeparate: string;
  checkingStatus: number | null;
  hasInvoice: boolean;
  releasedWithoutInvoice: boolean;
  /** Status of the order's box conference; null when it has none. */
  boxConferenceStatus: number | null;
}

interface PendingRule {
  event: PendingEvent;
  title: string;
  subtitle: (orderId: string) => string;
  holds: (facts: PendingFacts) => boolean;
}

const FINISHED_PICKING: readonly (number | null)[] = [CHECKING_STATUS.separated, CHECKING_STATUS.loaded];

/** In the order the screen should hear about them: the first that holds is the one raised. */
export const PENDING_RULES: readonly PendingRule[] = [
  {
    event: 'pendingFinanceValidateOrder',
    title: 'Pedido aguardando validação financeira',
    subtitle: (id) => `O pagamento do pedido #${id} ainda não foi aprovado pelo financeiro`,
    holds: (facts) => facts.permissionToSeparate === 'pending',
  },
  {
    event: 'pendingOrder',
    title: 'Pedido pendente',
    subtitle: (id) => `O pedido #${id} ainda não foi finalizado na separação`,
    holds: (facts) => !FINISHED_PICKING.includes(facts.checkingStatus),
  },
  {
    event: 'pendingInvoiceOrder',
    title: 'Pedido sem nota fiscal',
    subtitle: (id) => `O pedido #${id} não tem nota fiscal nem foi liberado pelo financeiro`,
    holds: (facts) => !facts.hasInvoice && !facts.releasedWithoutInvoice,
  },
  {
    event: 'pendingConferenceOrder',
    title: 'Conferência pendente',
    subtitle: (id) => `As caixas do pedido #${id} ainda não foram conferidas`,
    holds: (facts) =>
      facts.boxConferenceStatus !== null && facts.boxConferenceStatus !== BOX_CONFERENCE_STATUS.conferred,
  },
];

/** The first pending condition of an order, or undefined when it may be loaded. */
export function pendingRuleOf(facts: PendingFacts): PendingRule | undefined {
  return PENDING_RULES.find((rule) => rule.holds(facts));
}

export function pendingRuleByEvent(event: PendingEvent): PendingRule {
  const rule = PENDING_RULES.find((candidate) => candidate.event === event);
  if (!rule) throw new Error(`unknown pending event ${event}`);
  return rule;
}
