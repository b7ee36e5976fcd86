// The conference's action bar: 'Conferir Caixas' and the count of items marked as not put in
// the box, stuck to the bottom of the screen so a long order never hides the one action the
// checker came for (a 60-item order is several screens tall).
import { Button, Group, Paper, Text } from '@mantine/core';
import { notInBoxCount } from './labels';

interface ConferenceActionBarProps {
  marked: number;
  onConfirm: () => void;
}

export function ConferenceActionBar({ marked, onConfirm }: ConferenceActionBarProps) {
  return (
    <Paper
      role="region"
      aria-label="Ações da conferência"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      // Sticky inside the page: it rides at the bottom of the window while the items scroll
      // under it, and settles after the last item when the list ends.
      style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fz="lg" fw={marked ? 700 : 400} c={marked ? 'red.8' : 'dimmed'} aria-live="polite" data-testid="not-in-box-count">
          {notInBoxCount(marked)}
        </Text>
        <Button size="xl" h={64} px={48} fz={22} onClick={onConfirm}>
          Conferir Caixas
        </Button>
      </Group>
    </Paper>
  );
}
