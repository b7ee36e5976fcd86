// Alerts raised from the floor and the replenishment requests the panel answers
// (spec/operator.md §3-4, spec/panel.md §4).

export const ALERT_KINDS = ['pre_picking_break', 'lost_pre_picking', 'support'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** pendente and concluido for help calls; awaiting/accept/declined for "scan another SKU". */
export const ALERT_STATUSES = ['pendente', 'awaiting', 'accept', 'declined', 'concluido'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Statuses a request to scan another SKU goes through (a help call never leaves pendente/concluido). */
export const OTHER_SKU_STATUSES: readonly AlertStatus[] = ['awaiting', 'accept', 'declined'];

export const REPLENISHMENT_STATUSES = ['aguardando resposta', 'reabastecido', 'quebra'] as const;
export type ReplenishmentStatus = (typeof REPLENISHMENT_STATUSES)[number];

/** Box-count divergence log actions of the picker's box-count dialog. */
export const BOX_DIVERGENCE_ACTIONS = ['confirm_divergence', 'back_divergence'] as const;
export type BoxDivergenceAction = (typeof BOX_DIVERGENCE_ACTIONS)[number];
