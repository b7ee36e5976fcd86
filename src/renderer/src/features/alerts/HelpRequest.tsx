// The help-request button of users without panel permissions and its 'Pedido de suporte'
// modal (spec/operator.md §2 'Modals'): the separator, the conveyor (running group) and the
// order on screen, a reason, and the call to the supervisors of the group.
import { useState } from 'react';
import { Alert, Button, Chip, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { callSupport } from '@shared/contract/alerts';
import { call } from '@renderer/api/http';
import { HelpRequestButton } from '@renderer/app/menu/HelpRequestButton';
import { useSession } from '@renderer/app/session';
import { popup } from '@renderer/components/popups';
import { usePicking } from '@renderer/features/operator/picking/picking-store';
import { useRunningGroup } from '@renderer/features/operator/picking/running-group';
import { useOwnHelpCall } from './useOwnHelpCall';

/** The reasons a picker calls for most often; anything else is typed. */
export const HELP_REASONS = ['Falta de caixa vazia', 'Produto em local alto', 'Produto não encontrado', 'Problema no leitor ou na impressora'] as const;
const OTHER = 'Outro motivo';
/** A reason longer than a phone's dialog wraps inside its chip instead of running past the edge. */
const WRAPPING_CHIP = { label: { whiteSpace: 'normal', height: 'auto', minHeight: 'var(--chip-size)', lineHeight: 1.3, paddingBlock: 6 } } as const;

export function HelpRequest() {
  const [opened, setOpened] = useState(false);
  const login = useSession((state) => state.login);
  const group = useRunningGroup((state) => state.group);
  const orderId = usePicking((state) => state.state?.order.order_id ?? null);
  const own = useOwnHelpCall();
  const [choice, setChoice] = useState<string>(HELP_REASONS[0]);
  const [other, setOther] = useState('');
  const [sending, setSending] = useState(false);
  const reason = choice === OTHER ? other.trim() : choice;

  const send = async () => {
    if (!group || !reason) return;
    setSending(true);
    try {
      own.setCall(await call(callSupport, { body: { separationGroup: group.separation_group, reasonForCalling: reason } }));
      popup.success('Sucesso ao chamar ajuda');
    } catch {
      popup.error('Erro ao chamar ajuda ou chamado já foi realizado anteriormente');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <HelpRequestButton onClick={() => setOpened(true)} compact />
      {/* Its 'Fechar' button closes it: no X of the same name beside it (theme.ts). */}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Pedido de suporte" centered size="lg" withCloseButton={false}>
        <Stack>
          <Table fz="lg" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>Separador</Table.Th>
                <Table.Td>{login ?? '-'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Esteira</Table.Th>
                <Table.Td>{group ? `Grupo ${group.separation_group} Mercado ${group.market_number}` : '-'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Pedido</Table.Th>
                <Table.Td>{orderId ?? '-'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {own.call ? (
            <Alert color="orange" variant="light" fz="lg" title="Chamado enviado">
              Enviado às {dayjs(own.call.created).format('HH:mm')} ({own.call.reason}). Aguarde o supervisor.
            </Alert>
          ) : group ? (
            <>
              <Text fw={600}>Motivo</Text>
              <Chip.Group multiple={false} value={choice} onChange={setChoice}>
                <Group gap="xs">
                  {[...HELP_REASONS, OTHER].map((option) => (
                    <Chip key={option} value={option} size="md" maw="100%" styles={WRAPPING_CHIP}>
                      {option}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {choice === OTHER && (
                <Textarea label="Descreva o motivo" value={other} onChange={(event) => setOther(event.currentTarget.value)} maxLength={300} autosize minRows={2} data-autofocus />
              )}
              <Button size="lg" color="orange" loading={sending} disabled={!reason} onClick={() => void send()}>
                Chamar ajuda
              </Button>
            </>
          ) : (
            <Text c="dimmed">Escolha um grupo de separação para chamar ajuda.</Text>
          )}
          <Button size="lg" variant="default" onClick={() => setOpened(false)}>
            Fechar
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
