// Tech creates a machine's key (shown once), sees when each was last used, and revokes it:
// the integration keys of the company's systems and the station keys of the conveyor
// stations, each card with its own endpoints and words.
import { Badge, Button, Card, CopyButton, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '@shared/contract/endpoint';
import type { createdMachineKeySchema, machineKeyNameSchema, machineKeySchema } from '@shared/contract/machine-keys';
import { formatDateTime } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { ConfirmModal } from '@renderer/components/ConfirmModal';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';

type Any = z.ZodType;
export interface MachineKeyEndpoints {
  list: Endpoint<Any, Any, Any, z.ZodArray<typeof machineKeySchema>>;
  create: Endpoint<Any, Any, z.ZodObject<{ name: typeof machineKeyNameSchema }>, typeof createdMachineKeySchema>;
  revoke: Endpoint<z.ZodObject<{ id: z.ZodCoercedNumber<unknown> }>, Any, Any, typeof machineKeySchema>;
}

export interface MachineKeyWords {
  /** The card's title and the table's name, e.g. 'Chaves de integração'. */
  title: string;
  /** The new-key modal's title. */
  newTitle: string;
  /** The list's load error. */
  loadError: string;
  /** What the list says while empty. */
  empty: string;
  /** Under the name field: who or what will use the key. */
  nameHint: string;
  /** Under the shown key: where it goes. */
  usage: ReactNode;
  /** The revocation's consequence, after 'Revogar a chave X?'. */
  revokeWarning: string;
}

export function MachineKeysCard({ endpoints, words }: { endpoints: MachineKeyEndpoints; words: MachineKeyWords }) {
  const loadKeys = useCallback((signal: AbortSignal) => call(endpoints.list, undefined, { signal }), [endpoints]);
  const { data: keys, failed, reload } = useLoaded(loadKeys, words.loadError);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);

  const revoke = async () => {
    if (!revoking) return;
    try {
      await call(endpoints.revoke, { params: { id: revoking.id } });
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
          {words.title}
        </Title>
        <Button onClick={() => setCreating(true)}>Nova chave</Button>
      </Group>
      {keys === undefined ? (
        <Text c={failed ? 'red' : 'dimmed'}>{failed ? 'Erro ao buscar dados' : 'Carregando...'}</Text>
      ) : keys.length === 0 ? (
        <Text c="dimmed">{words.empty}</Text>
      ) : (
        <Table striped highlightOnHover aria-label={words.title}>
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
      {creating && <NewKeyModal endpoint={endpoints.create} words={words} onClose={() => setCreating(false)} onCreated={reload} />}
      <ConfirmModal
        opened={revoking !== null}
        title="Confirmação"
        confirmLabel="Confirmar"
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      >
        Revogar a chave {revoking?.name}? {words.revokeWarning}
      </ConfirmModal>
    </Card>
  );
}

interface NewKeyModalProps {
  endpoint: MachineKeyEndpoints['create'];
  words: MachineKeyWords;
  onClose: () => void;
  onCreated: () => void;
}

function NewKeyModal({ endpoint, words, onClose, onCreated }: NewKeyModalProps) {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const create = async () => {
    setSaving(true);
    try {
      const reply = await call(endpoint, { body: { name } });
      setCreated(reply.key);
      onCreated();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao criar chave' });
    } finally {
      setSaving(false);
    }
  };

  // With the key shown its 'Fechar' button closes it: no X of the same name beside it (theme.ts).
  return (
    <Modal opened onClose={onClose} title={words.newTitle} centered size="lg" withCloseButton={!created}>
      {created ? (
        <Stack>
          <Text fw={600}>Guarde esta chave agora: ela não será mostrada de novo.</Text>
          <Text ff="monospace" p="sm" bg="gray.1" style={{ wordBreak: 'break-all' }} aria-label="Chave criada">
            {created}
          </Text>
          <Text size="sm" c="dimmed">
            {words.usage}
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
            description={words.nameHint}
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
