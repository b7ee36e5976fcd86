// The spec's polling intervals (spec/panel.md §9), used only while the live socket is down.
export const DASHBOARD_POLL_MS = 7000;
export const DASHBOARD_BREAKS_POLL_MS = 7000;
export const ROUTES_POLL_MS = 5000;
export const SEPARATOR_ORDERS_POLL_MS = 7000;
