// The four info cards: forecast end, average time (a click cycles cycle, gross, net and
// idle; in items mode the time per item), total breaks and exploded routes (each opens its
// modal).
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Dashboard } from '@shared/contract/dashboard';
import { formatDuration, formatNumber } from '@shared/format';
import { forecastText, itemTimeText, type DashboardMode } from './display';

const AVERAGES = [
  { label: 'Tempo médio de ciclo', value: (d: Dashboard) => d.average_cycle_time },
  { label: 'Tempo médio bruto', value: (d: Dashboard) => d.average_duration },
  { label: 'Tempo médio líquido', value: (d: Dashboard) => d.avg_time_first_to_last_item.average_time_seconds },
  { label: 'Tempo médio ocioso', value: (d: Dashboard) => d.average_idle_time },
] as const;

interface InfoCardProps {
  label: string;
  value: ReactNode;
  hint?: string;
  onClick?: () => void;
}

function InfoCard({ label, value, hint, onClick }: InfoCardProps) {
  const body = (
    <Card withBorder padding="md" h="100%">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
  return onClick ? (
    <UnstyledButton onClick={onClick} aria-label={label}>
      {body}
    </UnstyledButton>
  ) : (
    <div aria-label={label}>{body}</div>
  );
}

interface InfoCardsProps {
  dashboard: Dashboard;
  mode: DashboardMode;
  onBreaks(): void;
  onRoutes(): void;
}

export function InfoCards({ dashboard, mode, onBreaks, onRoutes }: InfoCardsProps) {
  const [average, setAverage] = useState(0);
  const items = mode === 'items';
  const nothingDone = items ? dashboard.processed_items === 0 : dashboard.completed_orders === 0;
  const current = AVERAGES[average]!;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <InfoCard label="Previsão de término" value={forecastText(items ? dashboard.end_time_by_items : dashboard.end_time)} />
      {items ? (
        <InfoCard
          label="Tempo médio por item"
          value={nothingDone ? 'Nenhum item separado' : itemTimeText(dashboard.average_time_per_item)}
        />
      ) : (
        <InfoCard
          label={current.label}
          value={nothingDone ? 'Nenhum pedido separado' : formatDuration(current.value(dashboard))}
          hint="Clique para alternar"
          onClick={() => setAverage((index) => (index + 1) % AVERAGES.length)}
        />
      )}
      <InfoCard label="Total de quebras" value={formatNumber(dashboard.total_breaks)} hint="Ver quebras" onClick={onBreaks} />
      <InfoCard label="Rotas estouradas" value={formatNumber(dashboard.exploded_routes)} hint="Detalhes das rotas" onClick={onRoutes} />
    </SimpleGrid>
  );
}
