// A replenishment request's status as the spec names it (spec/panel.md §4).
import { Badge } from '@mantine/core';
import type { ReplenishmentStatus } from '@shared/domain/alerts';

const COLOUR: Record<ReplenishmentStatus, string> = { 'aguardando resposta': 'yellow', reabastecido: 'green', quebra: 'red' };

export function StatusBadge({ status }: { status: ReplenishmentStatus }) {
  return (
    <Badge color={COLOUR[status]} variant="light" tt="none" style={{ flexShrink: 0, overflow: 'visible' }} styles={{ label: { overflow: 'visible' } }}>
      {status}
    </Badge>
  );
}
