import { Center, Loader } from '@mantine/core';

/** The spinner shown while the session or a page's first data loads. */
export function CentredLoader({ label = 'Carregando' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-label={label}>
      <Loader size="lg" />
    </Center>
  );
}
