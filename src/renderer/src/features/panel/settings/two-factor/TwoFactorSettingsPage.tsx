// Two-factor authentications: who has one, and a local one for me while the centre has no
// internet (spec/panel.md §2 'Dois fatores', §6, §8 'Two-factor').
import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { createTwoFactor, deleteTwoFactor, listTwoFactors, type TwoFactor } from '@shared/contract/two-factor';
import { formatDateTime } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { SettingsSectionPage } from '../SettingsSectionPage';
import { ConfirmTwoFactorModal, type PendingTwoFactor } from './ConfirmTwoFactorModal';
import { useInternetStatus } from './useInternetStatus';

const LOCAL_HINT =
  'Funciona apenas até a internet do CD voltar; depois disso, crie uma autenticação permanente no sistema principal.';

const loadTwoFactors = (signal: AbortSignal) => call(listTwoFactors, undefined, { signal });

export function TwoFactorSettingsPage() {
  const { data: rows, reload } = useLoaded(loadTwoFactors, 'Erro ao buscar autenticações');
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingTwoFactor>();
  const { online, check } = useInternetStatus();

  const create = async () => {
    setCreating(true);
    try {
      setPending(await call(createTwoFactor));
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao criar autenticação.' });
    } finally {
      setCreating(false);
    }
  };
  const remove = async (row: TwoFactor) => {
    try {
      await call(deleteTwoFactor, { params: { id: row.id } });
      reload();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao excluir autenticação' });
    }
  };

  return (
    <SettingsSectionPage title="Dois fatores">
      <Group>
        <Tooltip label={LOCAL_HINT} multiline w={320}>
          <Button onClick={create} loading={creating} disabled={creating || online !== false}>
            Criar autenticação pra mim
          </Button>
        </Tooltip>
        <Button variant="default" onClick={() => void check().catch(() => undefined)}>
          Verificar internet
        </Button>
        {online !== undefined && (
          <Badge color={online ? 'green' : 'orange'} variant="light" size="lg">
            {online ? 'CD com internet' : 'CD sem internet'}
          </Badge>
        )}
      </Group>
      <Table withTableBorder striped maw={900} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Criada em</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed">Nenhuma autenticação cadastrada.</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows?.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.username}</Table.Td>
              <Table.Td>{row.is_local ? 'Local' : 'Permanente'}</Table.Td>
              <Table.Td>
                <Badge color={row.confirmed ? 'green' : 'gray'} variant="light">
                  {row.confirmed ? 'Confirmada' : 'Não confirmada'}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDateTime(row.created)}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" color="red" onClick={() => void remove(row)}>
                  Excluir
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pending && (
        <ConfirmTwoFactorModal
          pending={pending}
          onClose={() => setPending(undefined)}
          onConfirmed={() => {
            setPending(undefined);
            reload();
          }}
        />
      )}
    </SettingsSectionPage>
  );
}
