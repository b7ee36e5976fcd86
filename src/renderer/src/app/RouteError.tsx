// What a page shows when it fails to render or load its code: inside its layout (the header
// and the menu stay, so the user can go elsewhere), in Portuguese, with a way to try again.
// It replaces the router's developer page, which is English and takes the whole app down.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { handOverFirstScreen } from '@renderer/first-screen/hand-over';

export function RouteError() {
  const error = useRouteError();
  const location = useLocation();

  useEffect(() => {
    // The console is the station's log (main keeps it) and the browser's developer tools.
    console.error('[doca] a página falhou ao abrir', location.pathname, error);
    // Not behind the server's drawing of the page, whose buttons wait for the app.
    handOverFirstScreen();
  }, [error, location.pathname]);

  // A reload, not a new render: the failure may be a page's code that did not arrive (a
  // tablet's Wi-Fi blinking), and the browser keeps a failed import until the page reloads.
  // The session survives it (its token is in a cookie).
  const retry = () => window.location.reload();

  return (
    <Stack align="flex-start" py="xl" maw={640}>
      <Alert color="red" variant="light" title="Algo deu errado ao abrir esta página" w="100%">
        <Text size="sm">Tente de novo. Se continuar, avise o suporte; o restante do sistema segue funcionando pelo menu.</Text>
      </Alert>
      <Button onClick={retry}>Tentar de novo</Button>
    </Stack>
  );
}
