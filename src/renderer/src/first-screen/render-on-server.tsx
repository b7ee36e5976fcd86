// The picking screen drawn by the server (issue 21, 'A tablet's first load'): the app's own
// layout and page, rendered to HTML from the answers the app would receive, so a
// tablet paints its order from the page itself instead of after 300 kB of code and a
// second round trip. Built apart for Node (tools/vite-first-screen.ts); the server
// (server/http/first-screen.ts) loads it (its stores render what they hold: zustand-on-server.ts) and puts its markup into index.html, and the app,
// once running, takes over (hand-over.ts). Nothing here runs in the browser.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router-dom';
import type { FirstScreenInput } from '@shared/first-screen';
import { permissionsFromGroups } from '@shared/domain/permissions';
import { knowCentreIdentity } from '@renderer/app/centre';
import { useOperatorHeader } from '@renderer/app/header';
import { OperatorLayout } from '@renderer/app/layouts/OperatorLayout';
import { useSession } from '@renderer/app/session';
import { theme } from '@renderer/app/theme';
import { PickingPage } from '@renderer/features/operator/picking/PickingPage';
import { showHeader, usePicking } from '@renderer/features/operator/picking/picking-store';
import { useRunningGroup } from '@renderer/features/operator/picking/running-group';

/**
 * The picking screen's place in app/router.tsx, without what draws nothing there (the
 * guards pass a signed-in picker through, the error boundary is pathless): the same markup,
 * and none of the other pages in this build.
 */
const routes: RouteObject[] = [
  { path: '/operacao', element: <OperatorLayout />, children: [{ path: 'separacao/pedido', element: <PickingPage /> }] },
];
const handler = createStaticHandler(routes);

/** The stores as the app has them once it has recovered the order: the session, the group, the order, the header. */
function seedStores({ url, data }: FirstScreenInput): boolean {
  const held = data.recovery.type === 'separation' ? data.recovery.data : null;
  const group = data.groups.find((candidate) => candidate.separation_group === held?.order.separation_group);
  if (!held || !group) return false;
  useSession.setState({
    userId: data.me.user_id,
    login: data.me.user_login,
    userPermissions: permissionsFromGroups(data.me.user_groups_names),
    isAuthenticated: true,
    isLoading: false,
  });
  useRunningGroup.setState({ group });
  usePicking.setState({ state: held, view: { kind: 'separation' }, dialog: null });
  showHeader(held);
  knowCentreIdentity(data.centre, new URL(url).hostname);
  return true;
}

/** Nothing of one tablet's render stays for the next. */
function clearStores(): void {
  useSession.setState(useSession.getInitialState(), true);
  useRunningGroup.setState(useRunningGroup.getInitialState(), true);
  usePicking.setState(usePicking.getInitialState(), true);
  useOperatorHeader.setState(useOperatorHeader.getInitialState(), true);
  knowCentreIdentity(undefined);
}

export async function renderFirstScreen(input: FirstScreenInput): Promise<string | null> {
  // Seeded after the only wait, so no other render runs between seeding and drawing.
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) return null;
  try {
    if (!seedStores(input)) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <StrictMode>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </DatesProvider>
        </MantineProvider>
      </StrictMode>,
    );
  } finally {
    clearStores();
  }
}
