// A group's requests waiting for an answer: 'Reposto' (reabastecido) or 'Sem estoque'
// (quebra). The list follows the floor like the cards behind it.
import { Button, Group, Image, Modal, Stack, Table, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { answerReplenishment, listReplenishmentItems, type ReplenishmentRequest } from '@shared/contract/replenishment';
import { formatDateTime } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { LoadState } from '@renderer/components/LoadState';
import { popup } from '@renderer/components/popups';
import { useLiveArea } from '@renderer/hooks/useLiveArea';
import { EMPTY_REQUESTS, REPLENISHMENT_POLL_MS } from './requests-screen';
import { StatusBadge } from './StatusBadge';

const ANSWERED: Record<'reabastecido' | 'quebra', string> = {
  reabastecido: 'Reposição concluída',
  quebra: 'Confirmação concluída',
};

interface GroupRequestsModalProps {
  group: number;
  onClose: () => void;
  onAnswered: () => void;
}

export function GroupRequestsModal({ group, onClose, onAnswered }: GroupRequestsModalProps) {
  const load = useCallback(
    (signal: AbortSignal) => call(listReplenishmentItems, { query: { separationGroup: group } }, { signal }),
    [group],
  );
  const { data, failed, reload } = useLiveArea(load, 'replenishment', 'Erro ao buscar solitações', REPLENISHMENT_POLL_MS);
  const [busy, setBusy] = useState<number | null>(null);

  const answer = async (request: ReplenishmentRequest, status: 'reabastecido' | 'quebra') => {
    setBusy(request.id);
    try {
      await call(answerReplenishment, { body: { replenishmentId: request.id, status } });
      popup.success(`${request.sku_name} (grupo ${group})`, { title: ANSWERED[status] });
      reload();
      onAnswered();
    } catch (failure) {
      popup.error(failureMessage(failure), { title: 'Erro ao repor produto' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Solicitações do grupo ${group}`} size="xl" centered>
      {!data ? (
        <LoadState failed={failed} failure="Não foi possível carregar as solicitações" onRetry={reload} />
      ) : data.results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {EMPTY_REQUESTS}
        </Text>
      ) : (
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Produto</Table.Th>
              <Table.Th>Solicitado por</Table.Th>
              <Table.Th>Solicitado em</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((request) => (
              <Table.Tr key={request.id} data-testid={`request-${request.sku}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Image src={request.image ?? undefined} alt={request.sku_name} w={40} h={40} fit="contain" fallbackSrc="data:," />
                    <Stack gap={0}>
                      <Text fw={600}>{request.sku_name}</Text>
                      <Text fz="xs" c="dimmed">
                        SKU {request.sku}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>{request.user_request}</Table.Td>
                <Table.Td>{formatDateTime(request.created)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={request.status} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" color="green" loading={busy === request.id} onClick={() => void answer(request, 'reabastecido')}>
                      Reposto
                    </Button>
                    <Button size="xs" color="red" variant="light" disabled={busy === request.id} onClick={() => void answer(request, 'quebra')}>
                      Sem estoque
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
