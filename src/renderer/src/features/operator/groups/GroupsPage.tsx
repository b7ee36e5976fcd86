// Choice of the separation group (spec/operator.md §2 'Group choice'); the conference
// variant (/operacao/conferencia/grupos) leads to the conference order screen.
import { Text } from '@mantine/core';
import { useSession } from '@renderer/app/session';
import { Page } from '@renderer/components/Page';

export function GroupsPage({ conference = false }: { conference?: boolean }) {
  const login = useSession((state) => state.login);
  return (
    <Page title={login ? `Olá, ${login}!` : 'Olá!'}>
      <Text size="xl">
        {conference ? 'Em qual grupo de separação você vai conferir?' : 'Em qual grupo de separação você vai separar?'}
      </Text>
    </Page>
  );
}
