// 'Ver contagem' (spec/panel.md §2, §9): the box count of each stage with the considered one
// marked, then the history of how the counts came to be: every recorded change (conveyor,
// conference, panel) and the picker's box-count divergences, oldest first.
import { Alert, Badge, Center, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { getBoxHistory } from '@shared/contract/conveyor';
import type { LoadingData } from '@shared/contract/orders';
import { listBoxDivergences } from '@shared/contract/picking';
import type { BoxCountField } from '@shared/domain/box-counts';
import { formatDateTime } from '@shared/format';
import { call } from '@renderer/api/http';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { boxStages, consideredStage, FIELD_STAGE, SOURCE_LABEL } from './boxStages';

interface HistoryEntry {
  at: string;
  stage: string;
  change: string;
  who: string;
}

async function loadHistory(orderId: string, signal: AbortSignal): Promise<HistoryEntry[]> {
  const [changes, divergences] = await Promise.all([
    call(getBoxHistory, { params: { orderId } }, { signal }),
    call(listBoxDivergences, { query: { order: orderId } }, { signal }),
  ]);
  const entries: HistoryEntry[] = [
    ...changes.map((change) => ({
      at: change.created,
      stage: FIELD_STAGE[change.field as BoxCountField] ?? change.field,
      change: `${change.old_value ?? '-'} → ${change.new_value ?? '-'}`,
      who: [SOURCE_LABEL[change.source] ?? change.source, change.user].filter(Boolean).join(' · '),
    })),
    ...divergences.map((divergence) => ({
      at: divergence.created_at,
      stage: 'Divergência na separacao',
      change: `esperado ${divergence.expected_boxes}, informado ${divergence.inputed_boxes} (${divergence.action === 'confirm_divergence' ? 'confirmou' : 'voltou'})`,
      who: 'Separador',
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export function BoxCountDialog({ orderId, data, opened, onClose }: { orderId: string; data: LoadingData; opened: boolean; onClose: () => void }) {
  const stages = boxStages(data);
  const considered = consideredStage(stages);
  return (
    <Modal opened={opened} onClose={onClose} title={`Contagem de caixas do pedido ${orderId}`} size="lg" centered>
      <Stack>
        <Table withTableBorder verticalSpacing="xs" aria-label="Contagem por etapa">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Etapa</Table.Th>
              <Table.Th>Caixas</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stages.map((stage, index) => (
              <Table.Tr key={stage.label} fw={index === considered ? 700 : undefined}>
                <Table.Td>{stage.label}</Table.Td>
                <Table.Td>{stage.value ?? '-'}</Table.Td>
                <Table.Td>{index === considered && <Badge color="green">Considerada</Badge>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {considered === -1 && <Text c="dimmed">Nenhuma contagem registrada ainda.</Text>}
        {opened && <History orderId={orderId} />}
      </Stack>
    </Modal>
  );
}

function History({ orderId }: { orderId: string }) {
  const load = useCallback((signal: AbortSignal) => loadHistory(orderId, signal), [orderId]);
  const { data, failed } = useLoaded(load, 'Erro ao buscar histórico de contagem');
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Histórico de contagem
      </Title>
      {!data ? (
        failed ? (
          <Alert color="red" variant="light">Não foi possível carregar o histórico.</Alert>
        ) : (
          <Center py="sm">
            <Loader size="sm" />
          </Center>
        )
      ) : data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhuma alteração de contagem registrada.
        </Text>
      ) : (
        <Table striped verticalSpacing={4} fz="sm" aria-label="Histórico de contagem">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quando</Table.Th>
              <Table.Th>Etapa</Table.Th>
              <Table.Th>Alteração</Table.Th>
              <Table.Th>Quem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((entry, index) => (
              <Table.Tr key={index}>
                <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>{entry.stage}</Table.Td>
                <Table.Td>{entry.change}</Table.Td>
                <Table.Td>{entry.who}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
