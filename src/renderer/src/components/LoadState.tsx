// What a list shows before its data: a loader, or the failure with a way forward.
import { Button, Center, Loader, Stack, Text } from '@mantine/core';

export function LoadState({ failed, failure, onRetry }: { failed: boolean; failure: string; onRetry(): void }) {
  if (!failed) {
    return (
      <Center py="xl" role="status" aria-label="Carregando">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack align="center" py="xl">
      <Text c="red.8">{failure}</Text>
      <Button variant="light" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Stack>
  );
}
