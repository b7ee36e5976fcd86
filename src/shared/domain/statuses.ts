// Closed sets of the order and item life cycle (spec/operator.md §4, spec/panel.md §4,
// spec/loading.md §4). The database checks and every screen read them from here.

/** Item status: 1 pending, 2 separated, 3 total break, 4 partial break, 5 replenished. */
export const ITEM_STATUS = {
  pending: 1,
  separated: 2,
  totalBreak: 3,
  partialBreak: 4,
  replenished: 5,
} as const;
export type ItemStatus = (typeof ITEM_STATUS)[keyof typeof ITEM_STATUS];
export const ITEM_STATUSES = Object.values(ITEM_STATUS);

/** Break type codes sent by the picking calls (statusId 3 full, 4 partial). */
export const BREAK_TYPE = { total: ITEM_STATUS.totalBreak, partial: ITEM_STATUS.partialBreak } as const;
export type BreakType = (typeof BREAK_TYPE)[keyof typeof BREAK_TYPE];
export const BREAK_TYPES = Object.values(BREAK_TYPE);

/**
 * Order checking status. null means the order is waiting (not yet picked by anyone);
 * the panel's filter "waiting" matches null.
 */
export const CHECKING_STATUS = {
  inSeparation: 1,
  conference: 2,
  separated: 3,
  loaded: 4,
  waitingReposition: 5,
} as const;
export type CheckingStatus = (typeof CHECKING_STATUS)[keyof typeof CHECKING_STATUS];
export const CHECKING_STATUSES = Object.values(CHECKING_STATUS);

/** Portuguese labels of the order list's status filter (spec/panel.md §2 Orders). */
export const CHECKING_STATUS_LABEL: Record<CheckingStatus | 'waiting', string> = {
  waiting: 'Aguardando',
  [CHECKING_STATUS.inSeparation]: 'Em separação',
  [CHECKING_STATUS.conference]: 'Em conferência',
  [CHECKING_STATUS.separated]: 'Separado',
  [CHECKING_STATUS.loaded]: 'Carregado',
  [CHECKING_STATUS.waitingReposition]: 'Aguardando reposição',
};

/**
 * Payment / approval state of an order ("permission_to_separate", also read as
 * "status_order"). Stored in English; the spec's Portuguese spellings are accepted on input.
 */
export const APPROVAL_STATUSES = ['approved', 'pending', 'recused'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
const APPROVAL_ALIASES: Record<string, ApprovalStatus> = {
  approved: 'approved',
  aprovado: 'approved',
  pending: 'pending',
  pendente: 'pending',
  recused: 'recused',
  recusado: 'recused',
  cancelado: 'recused',
};
export function parseApprovalStatus(value: string): ApprovalStatus | undefined {
  return APPROVAL_ALIASES[value.trim().toLowerCase()];
}

/** Route loading state, shown on the packing lists (Pendente, Carregando, Carregado). */
export const ROUTE_LOADING_STATUSES = ['pending', 'loading', 'loaded'] as const;
export type RouteLoadingStatus = (typeof ROUTE_LOADING_STATUSES)[number];

/** Box conference (loading conference) list filter: 1 pending, 2 in progress, 3 conferred. */
export const BOX_CONFERENCE_STATUS = { pending: 1, inProgress: 2, conferred: 3 } as const;
export type BoxConferenceStatus = (typeof BOX_CONFERENCE_STATUS)[keyof typeof BOX_CONFERENCE_STATUS];
export const BOX_CONFERENCE_STATUSES = Object.values(BOX_CONFERENCE_STATUS);

/** User account status (spec/operator.md §4). */
export const ACCOUNT_STATUS = { active: 1, suspended: 2, deactivated: 3 } as const;
export const ACCOUNT_STATUSES = Object.values(ACCOUNT_STATUS);

/** Kinds of separation work: normal picking, a revision, or an operator conference. */
export const WORK_TYPES = ['separation', 'revision', 'conference'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

/** How an item was picked (panel item detail "separation_method"). */
export const SEPARATION_METHODS = ['manual', 'scanning'] as const;
export type SeparationMethod = (typeof SEPARATION_METHODS)[number];
