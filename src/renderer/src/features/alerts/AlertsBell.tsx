// The bell of users with panel permissions (spec/operator.md §2 'Header and menus'). Only
// those who answer alerts (SeparationOrdersManagement or Tech) load them; for the others the
// bell stays empty.
import { ScrollArea, Stack } from '@mantine/core';
import { ALERT_ANSWERERS } from '@shared/contract/alerts';
import { hasAnyPermission } from '@shared/domain/permissions';
import { NotificationBell } from '@renderer/app/menu/NotificationBell';
import { useSession } from '@renderer/app/session';
import { AlertCard } from './AlertCard';
import { useSupervisorAlerts } from './useSupervisorAlerts';

function AnsweringBell() {
  const { alerts, reload } = useSupervisorAlerts();
  return (
    <NotificationBell count={alerts.length}>
      {alerts.length > 0 ? (
        <ScrollArea.Autosize mah="70vh" type="auto">
          <Stack gap="xs" p={4}>
            {alerts.map((alert) => (
              <AlertCard key={alert.id} alert={alert} onAnswered={reload} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : undefined}
    </NotificationBell>
  );
}

export function AlertsBell() {
  const answers = useSession((state) => hasAnyPermission(state.userPermissions, ALERT_ANSWERERS));
  return answers ? <AnsweringBell /> : <NotificationBell />;
}
