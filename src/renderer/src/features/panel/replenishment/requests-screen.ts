// What the replenishment screens share: how often they poll while the live socket is down,
// and the empty list's words (spec/panel.md §4).
export const REPLENISHMENT_POLL_MS = 7000;
export const EMPTY_REQUESTS = 'Nenhuma solicitação encontrada';
