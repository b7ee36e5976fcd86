// The app's providers: Mantine (theme, dates in pt-BR), popups, connectivity popups and
// the router.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { FIRST_SCREEN_PATH } from '@shared/first-screen';
import { handOverFirstScreen } from '@renderer/first-screen/hand-over';
import { POPUP_AUTO_CLOSE_MS, POPUPS_Z_INDEX } from '@renderer/components/popups';
import { useConnectivityPopups } from './connectivity';
import { createAppRouter } from './router';
import classes from './App.module.css';
import { theme } from './theme';

function Routes() {
  const [router] = useState(createAppRouter);
  useConnectivityPopups();
  // The server's drawing of the picking screen gives way as soon as the app goes elsewhere
  // (a refused token's sign-in page, a redirect); the picking screen hands over itself.
  useEffect(
    () =>
      router.subscribe((state) => {
        if (state.location.pathname !== FIRST_SCREEN_PATH) handOverFirstScreen();
      }),
    [router],
  );
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
        <Notifications
          position="top-right"
          autoClose={POPUP_AUTO_CLOSE_MS}
          limit={5}
          zIndex={POPUPS_Z_INDEX}
          classNames={{ root: classes.notifications }}
        />
        <Routes />
      </DatesProvider>
    </MantineProvider>
  );
}
