// Tech creates a key (shown once), sees when each was last used, and revokes it.
import { Badge, Button, Card, CopyButton, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from '@shared/contract/integration';
import { formatDateTime } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';

const loadKeys = (signal: AbortSignal) => call(listIntegrationKeys, undefined, { signal });

export function IntegrationKeysCard() {
  const { data: keys, failed, reload } = useLoaded(loadKeys, 'Erro ao buscar chaves de integração');
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);

  const revoke = async () => {
    if (!revoking) return;
    try {
      await call(revokeIntegrationKey, { params: { id: revoking.id } });
      popup.success(`Chave ${revoking.name} revogada`);
      reload();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao revogar chave' });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          Chaves de integração
        </Title>
        <Button onClick={() => setCreating(true)}>Nova chave</Button>
      </Group>
      {keys === undefined ? (
        <Text c={failed ? 'red' : 'dimmed'}>{failed ? 'Erro ao buscar dados' : 'Carregando...'}</Text>
      ) : keys.length === 0 ? (
        <Text c="dimmed">Nenhuma chave criada. Crie uma para o sistema da empresa enviar pedidos.</Text>
      ) : (
        <Table striped highlightOnHover aria-label="Chaves de integração">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Prefixo</Table.Th>
              <Table.Th>Criada em</Table.Th>
              <Table.Th>Último uso</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td ff="monospace">{key.prefix}…</Table.Td>
                <Table.Td>{formatDateTime(key.created_at)}</Table.Td>
                <Table.Td>{key.last_used_at ? formatDateTime(key.last_used_at) : 'Nunca'}</Table.Td>
                <Table.Td>
                  {key.revoked_at ? <Badge color="gray">Revogada</Badge> : <Badge color="doca">Ativa</Badge>}
                </Table.Td>
                <Table.Td ta="right">
                  {!key.revoked_at && (
                    <Button variant="subtle" color="red" size="xs" onClick={() => setRevoking(key)}>
                      Revogar
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {creating && <NewKeyModal onClose={() => setCreating(false)} onCreated={reload} />}
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title="Confirmação" centered>
        <Stack>
          <Text>Revogar a chave {revoking?.name}? O sistema que a usa para de conseguir enviar dados na hora.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              Cancelar
            </Button>
            <Button color="red" onClick={() => void revoke()}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function NewKeyModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const create = async () => {
    setSaving(true);
    try {
      const reply = await call(createIntegrationKey, { body: { name } });
      setCreated(reply.key);
      onCreated();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao criar chave' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Nova chave de integração" centered size="lg">
      {created ? (
        <Stack>
          <Text fw={600}>Guarde esta chave agora: ela não será mostrada de novo.</Text>
          <Text ff="monospace" p="sm" bg="gray.1" style={{ wordBreak: 'break-all' }} aria-label="Chave criada">
            {created}
          </Text>
          <Text size="sm" c="dimmed">
            O sistema da empresa a envia no cabeçalho X-Api-Key de cada chamada.
          </Text>
          <Group justify="flex-end">
            <CopyButton value={created}>
              {({ copied, copy }) => <Button variant="default" onClick={copy}>{copied ? 'Copiada' : 'Copiar'}</Button>}
            </CopyButton>
            <Button onClick={onClose}>Fechar</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <TextInput
            label="Nome"
            description="Quem vai usar a chave, por exemplo: ERP Protheus"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={name.length > 100 ? 'No máximo 100 caracteres' : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={() => void create()} loading={saving} disabled={name.trim() === '' || name.length > 100}>
              Criar chave
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
