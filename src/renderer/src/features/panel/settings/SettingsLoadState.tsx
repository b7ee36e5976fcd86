// What a settings page shows before its data: a loader, or the failure with a way forward.
import { Alert, Button, Group, Loader } from '@mantine/core';

export function SettingsLoadState({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  if (!failed) {
    return (
      <Group justify="center" py="xl" role="status" aria-label="Carregando">
        <Loader />
      </Group>
    );
  }
  return (
    <Alert color="red" title="Erro ao buscar configurações">
      <Group justify="space-between">
        Não foi possível carregar as configurações.
        <Button variant="light" color="red" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Group>
    </Alert>
  );
}
