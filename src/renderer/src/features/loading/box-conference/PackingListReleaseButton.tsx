// 'Liberar romaneios' (spec/loading.md §2.3, §6): shown only to the users the server names
// (PACKING_LIST_RELEASERS); lists the day's routes not yet loaded and releases the chosen ones.
import { Badge, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getPackingListRelease, releasePackingLists, type ReleasableRoute } from '@shared/contract/box-conference';
import { ROUTE_LOADING_STATUS_LABEL } from '@shared/contract/packing-lists';
import { pluralPt } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export function PackingListReleaseButton() {
  const [state, setState] = useState<{ allowed: boolean; routes: ReleasableRoute[] } | null>(null);
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const load = () =>
    call(getPackingListRelease)
      .then(setState)
      .catch(() => setState({ allowed: false, routes: [] }));
  useEffect(() => {
    void load();
  }, []);

  if (!state?.allowed) return null;
  const release = async () => {
    setBusy(true);
    try {
      const { released } = await call(releasePackingLists, { body: { routes: chosen } });
      popup.success(`${pluralPt(released, 'romaneio liberado', 'romaneios liberados')} com sucesso`);
      setOpened(false);
      setChosen([]);
      await load();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Ocorreu um erro' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpened(true)}>
        Liberar romaneios
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Liberar romaneios" centered>
        <Stack>
          <Text c="dimmed" fz="sm">
            As rotas escolhidas passam a carregadas e seus romaneios podem ser impressos.
          </Text>
          {state.routes.length === 0 ? (
            <Text ta="center" py="md">
              Todas as rotas de hoje já estão liberadas.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Checkbox.Group value={chosen.map(String)} onChange={(values) => setChosen(values.map(Number))}>
                <Stack gap="xs">
                  {state.routes.map((route) => (
                    <Checkbox
                      key={route.id}
                      value={String(route.id)}
                      label={
                        <Group gap="xs">
                          <Text span fw={600}>
                            {route.route}
                          </Text>
                          <Text span c="dimmed" fz="sm">
                            {route.conferred_orders} de {route.orders} pedidos conferidos
                          </Text>
                          <Badge size="sm" variant="light">
                            {ROUTE_LOADING_STATUS_LABEL[route.loading_status]}
                          </Badge>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancelar
            </Button>
            <Button onClick={() => void release()} disabled={chosen.length === 0} loading={busy}>
              Liberar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
