// A badge in a table cell keeps its whole label. Mantine lets a badge's label shrink to an
// ellipsis, and a table sizes its columns by what each can shrink to: at 1024 px the
// dashboard's timers read '00:16…' and an order's item statuses 'CONCLUÍ…', beside wide columns.
// With these styles the column takes the label's width, and a table too wide scrolls in its box.
export const WHOLE_BADGE_STYLES = { label: { overflow: 'visible' } } as const;
