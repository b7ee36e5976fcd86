// 'Feedback sobre quebras': the period's complaint items over separated items as a gauge
// (2 decimals, comma) and the complained items, newest separation first (spec/operator.md §2).
import { Group, Paper, RingProgress, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { getFeedback } from '@shared/contract/performance';
import { addDays, operationDate } from '@shared/domain/operation-day';
import { formatDate, formatNumber, formatPercent, percentOf } from '@shared/format';
import { call } from '@renderer/api/http';
import { useSession } from '@renderer/app/session';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { FEEDBACK_PERIODS, feedbackRange, type FeedbackPeriod } from './periods';

const day = (date: string) => formatDate(`${date}T12:00:00`);

export function BreakFeedback() {
  const userId = useSession((state) => state.userId);
  const [period, setPeriod] = useState<FeedbackPeriod>('today');
  const today = operationDate(new Date());
  const range = feedbackRange(period, today);
  const load = useCallback(
    (signal: AbortSignal) => call(getFeedback, { params: { id: userId ?? 0 }, query: feedbackRange(period, operationDate(new Date())) }, { signal }),
    [userId, period],
  );
  const { data } = useLoaded(load, 'Erro ao buscar quebras');
  const percent = data ? percentOf(data.totalComplaintItems, data.totalSeparatedItems) : 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl size="md" data={FEEDBACK_PERIODS} value={period} onChange={(value) => setPeriod(value as FeedbackPeriod)} />
        <Text fz="lg" data-testid="feedback-range">
          {day(range.date_from)} a {day(addDays(range.date_to, -1))}
        </Text>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group gap="xl" wrap="wrap">
          <RingProgress
            size={180}
            thickness={18}
            roundCaps
            sections={[{ value: Math.min(percent, 100), color: percent > 0 ? 'red' : 'green' }]}
            label={
              <Text ta="center" fz={26} fw={800} data-testid="feedback-percent">
                {data ? formatPercent(percent) : '–'}
              </Text>
            }
          />
          <Stack gap={4}>
            <Text fz="lg">Itens com quebra: {data?.totalComplaintItems ?? '–'}</Text>
            <Text fz="lg">Itens separados: {data?.totalSeparatedItems ?? '–'}</Text>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        {data && data.complaints.length === 0 ? (
          <Text c="dimmed">Nenhum dado encontrado</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped fz="md" aria-label="Quebras">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Produto</Table.Th>
                  <Table.Th>Sugestão</Table.Th>
                  <Table.Th>Qntd. quebras</Table.Th>
                  <Table.Th>Data</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.complaints.map((row, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.reason.name}</Table.Td>
                    <Table.Td>{row.unity_product_base === 'peso' ? `${formatNumber(row.quantity_complaint, 3)} Kg` : `${row.quantity_complaint} Un`}</Table.Td>
                    <Table.Td>{day(row.separation_date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
