// The on-screen keyboard, fetched the first time someone opens it: the kiosk station needs
// it, a tablet has its own, so its 45 kB never weigh on a tablet's first load.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

const OnScreenKeyboard = lazy(() => import('./OnScreenKeyboard').then((module) => ({ default: module.OnScreenKeyboard })));

export function LazyOnScreenKeyboard(props: ComponentProps<typeof OnScreenKeyboard>) {
  return (
    <Suspense
      fallback={
        <Center p="md" role="status" aria-label="Carregando teclado">
          <Loader size="sm" />
        </Center>
      }
    >
      <OnScreenKeyboard {...props} />
    </Suspense>
  );
}
