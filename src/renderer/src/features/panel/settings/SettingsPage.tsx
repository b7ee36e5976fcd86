// The settings hub: one card per section the user may open (spec/panel.md §2).
import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { hasAnyPermission } from '@shared/domain/permissions';
import { useSession } from '@renderer/app/session';
import { Page } from '@renderer/components/Page';
import { SETTINGS_SECTIONS, type SettingsSection } from './sections';

export function SettingsPage() {
  const permissions = useSession((state) => state.userPermissions);
  const sections = (SETTINGS_SECTIONS as readonly SettingsSection[]).filter(
    (section) => !section.permissions || hasAnyPermission(permissions, section.permissions),
  );
  return (
    <Page title="Configurações">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {sections.map((section) => (
          <Card key={section.path} component={Link} to={section.path} withBorder padding="lg" mih={88}>
            <Text fw={700} size="lg">
              {section.title}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Page>
  );
}
