// The stats panel: totals, finished, in separation, pending, volume, processed volume (kg
// or T/h, switched by hover or click) and the comparison with the previous week. Under
// 1200 px it becomes a carousel of 3, 2 or 1 slides (above 820 / below 820 / below 520 px).
import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { Dashboard } from '@shared/contract/dashboard';
import { formatNumber, formatPercent } from '@shared/format';
import { tonsPerHourText, wholeKg, type DashboardMode } from './display';

interface Stat {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
}

function StatCard({ label, value, detail }: Stat) {
  return (
    <Card withBorder padding="md" h="100%" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" component="div">
          {detail}
        </Text>
      )}
    </Card>
  );
}

function ProcessedVolume({ dashboard }: { dashboard: Dashboard }) {
  const [perHour, setPerHour] = useState(false);
  return (
    <div
      onMouseEnter={() => setPerHour(true)}
      onMouseLeave={() => setPerHour(false)}
      onClick={() => setPerHour((shown) => !shown)}
      style={{ cursor: 'pointer', height: '100%' }}
    >
      <StatCard
        label="Volume processado"
        value={perHour ? tonsPerHourText(dashboard.tons_per_hour) : wholeKg(dashboard.processed_volume)}
        detail={perHour ? 'Toneladas por hora' : 'Passe o mouse para ver T/h'}
      />
    </div>
  );
}

function Change({ percent }: { percent: number | null }) {
  if (percent === null) return <>-</>;
  const colour = percent > 0 ? 'teal' : percent < 0 ? 'red' : 'dimmed';
  return (
    <Text span c={colour} fw={600} size="xs">
      {percent > 0 ? '+' : ''}
      {formatPercent(percent)}
    </Text>
  );
}

function stats(dashboard: Dashboard, mode: DashboardMode): ReactNode[] {
  const items = mode === 'items';
  const history = dashboard.historical_comparison;
  const list: Stat[] = items
    ? [
        { label: 'Total de itens', value: formatNumber(dashboard.total_items) },
        { label: 'Finalizados', value: formatNumber(dashboard.processed_items), detail: formatPercent(dashboard.items_completion_percentage) },
        { label: 'Em separação', value: formatNumber(dashboard.items_in_progress) },
        { label: 'Pendentes', value: formatNumber(dashboard.items_remaining), detail: `Atualizado às ${dayjs(dashboard.updated_in).format('HH:mm:ss')}` },
      ]
    : [
        { label: 'Total de pedidos', value: formatNumber(dashboard.total_orders) },
        { label: 'Finalizados', value: formatNumber(dashboard.completed_orders), detail: formatPercent(dashboard.orders_completion_percentage) },
        { label: 'Em separação', value: formatNumber(dashboard.orders_in_progress) },
        { label: 'Pendentes', value: formatNumber(dashboard.orders_remaining), detail: `Atualizado às ${dayjs(dashboard.updated_in).format('HH:mm:ss')}` },
      ];
  list.push({ label: 'Volume total', value: wholeKg(dashboard.total_volume) });
  const cards = list.map((stat) => <StatCard key={stat.label} {...stat} />);
  cards.push(<ProcessedVolume key="processed" dashboard={dashboard} />);
  const previous = items ? history.previous_total_items : history.previous_total_orders;
  cards.push(
    <StatCard
      key="week"
      label="Semana anterior"
      value={formatNumber(previous)}
      detail={
        previous === 0 ? (
          `Sem ${items ? 'itens' : 'pedidos'} em ${dayjs(history.previous_date).format('DD/MM')}`
        ) : (
          <>
            {items ? 'Itens' : 'Pedidos'} <Change percent={items ? history.items_percentage_change : history.orders_percentage_change} />
            <br />
            Volume {wholeKg(history.previous_total_volume)} <Change percent={history.total_volume_percentage_change} />
          </>
        )
      }
    />,
  );
  return cards;
}

export function StatsPanel({ dashboard, mode }: { dashboard: Dashboard; mode: DashboardMode }) {
  const wide = useMediaQuery('(min-width: 1200px)', true);
  const narrow = useMediaQuery('(max-width: 519px)');
  const medium = useMediaQuery('(max-width: 819px)');
  const cards = stats(dashboard, mode);
  if (wide) {
    return (
      <SimpleGrid cols={7} spacing="sm" aria-label="Estatísticas">
        {cards}
      </SimpleGrid>
    );
  }
  const slideSize = narrow ? '100%' : medium ? '50%' : '33.333%';
  return (
    // The arrows sit in the root's side padding, clear of the figures.
    <Carousel
      slideSize={slideSize}
      slideGap="sm"
      controlSize={28}
      controlsOffset={0}
      emblaOptions={{ align: 'start', dragFree: false }}
      styles={{ root: { paddingInline: 34 } }}
      aria-label="Estatísticas"
    >
      {cards.map((card, index) => (
        <Carousel.Slide key={index}>{card}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
