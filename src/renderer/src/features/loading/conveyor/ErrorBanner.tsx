// Why the last read was refused, for the operator three metres from the kiosk: large white
// type on dark red, in the page's flow (it pushes the card down, never covers an action),
// announced by screen readers, and kept until the next counted box or a tap on it.
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { BoxError } from '@shared/contract/events';

interface ErrorBannerProps {
  error: BoxError | null;
  onDismiss: () => void;
}

export function ErrorBanner({ error, onDismiss }: ErrorBannerProps) {
  if (!error) return null;
  return (
    // A tap anywhere on it closes it; the button is the same for keyboards and screen readers.
    <Box bg="red.9" c="white" px="xl" py="md" role="alert" data-testid="conveyor-error" onClick={onDismiss} style={{ borderRadius: 'var(--mantine-radius-lg)', cursor: 'pointer' }}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
        <Stack gap={4}>
          <Text fz={40} fw={800} lh={1.15}>
            {error.title}
          </Text>
          <Text fz={28} fw={600} lh={1.2}>
            {error.description}
          </Text>
        </Stack>
        <Button size="xl" variant="white" color="red.9" onClick={onDismiss} style={{ flexShrink: 0 }}>
          Fechar
        </Button>
      </Group>
    </Box>
  );
}
