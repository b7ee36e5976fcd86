// Individual and team goal progress of the day, shown when an order is finished
// (spec/loading.md §2.5, §4 'Order-complete message').
import { Alert, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { getProductivity } from '@shared/contract/performance';
import { formatNumber } from '@shared/format';
import { call } from '@renderer/api/http';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { goalProgress } from './goal-progress';

function Bar({ label, percent, detail, color }: { label: string; percent: number; detail: string; color: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={700} fz="lg">
          {label}
        </Text>
        <Text fz="lg">
          {detail} ({formatNumber(Math.round(percent))}%)
        </Text>
      </Group>
      <Progress value={Math.min(percent, 100)} size={20} radius="xl" color={color} aria-label={label} />
    </Stack>
  );
}

export function GoalProgressCard() {
  const load = useCallback((signal: AbortSignal) => call(getProductivity, {}, { signal }), []);
  const { data } = useLoaded(load, 'Erro ao pegar os dados de produtividade');
  if (!data) return null;
  const progress = goalProgress(data);
  return (
    <Paper withBorder radius="md" p="lg" w="100%" data-testid="goal-progress">
      <Stack gap="md">
        <Bar
          label="Sua meta"
          percent={progress.individualPercent}
          detail={`${data.completed_orders_user} de ${data.goal_separate} pedidos`}
          color={progress.individualPercent >= 100 ? 'green' : 'blue'}
        />
        <Bar label="Meta da equipe" percent={progress.teamPercent} detail={`${data.total_completed_orders} de ${data.total_orders} pedidos`} color="teal" />
        <Alert color={progress.individualPercent >= 100 ? 'green' : 'blue'} fz="lg">
          {progress.message}
        </Alert>
      </Stack>
    </Paper>
  );
}
