// The operator area (/operacao/...): a tall header for tablets with the centre, the running
// group and stage, help or notifications and the user menu; the screen below it.
import { AppShell, Box, Divider } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { DocaLogo } from '@renderer/components/DocaLogo';
import { HeaderActions } from '@renderer/app/menu/HeaderActions';
import { CentreName } from './CentreName';
import { OperatorStatus, useOperatorStatus } from './OperatorStatus';
import classes from './OperatorLayout.module.css';

/**
 * The header's heights, in px, as OperatorLayout.module.css lays it out: one row of 72 from md;
 * below md a row of 64 for the centre and the user, and one of 48 for the work in hand.
 */
const ONE_ROW = 72;
const TWO_ROWS = { base: 64 + 48, md: ONE_ROW };

export function OperatorLayout() {
  const status = useOperatorStatus();
  return (
    <AppShell header={{ height: status ? TWO_ROWS : ONE_ROW }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <div className={classes.bar} data-with-status={status ? true : undefined}>
          <div className={classes.brand}>
            {/* On a phone the mark alone: the demo badge, the help and the user need the room. */}
            <DocaLogo wordVisibleFrom="xs" />
            <Divider orientation="vertical" visibleFrom="sm" />
            <CentreName badgeFits="fromSmallPhone" />
          </div>
          {status && (
            <div className={classes.status}>
              <OperatorStatus status={status} />
            </div>
          )}
          <div className={classes.actions}>
            <HeaderActions />
          </div>
        </div>
      </AppShell.Header>
      <AppShell.Main>
        <Box maw={1300} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
