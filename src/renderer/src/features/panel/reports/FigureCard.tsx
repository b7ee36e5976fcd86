// One headline figure of a performance view.
import { Card, Text } from '@mantine/core';

export function FigureCard({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md" miw={190}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} aria-label={label}>
        {value}
      </Text>
    </Card>
  );
}

/** The views' empty state (spec/panel.md §8 'Reports'). */
export function NoData() {
  return (
    <Text c="dimmed" ta="center" py="xl">
      Sem dados para o período selecionado!
    </Text>
  );
}
