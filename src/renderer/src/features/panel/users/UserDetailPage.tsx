// One separator's performance (spec/panel.md §2 "Users and separators", separator detail).
// The title becomes the separator's name once it is loaded.
import { useParams } from 'react-router-dom';
import { BackLink } from '@renderer/components/BackLink';
import { Page } from '@renderer/components/Page';

export function UserDetailPage() {
  const { usuarioId } = useParams();
  return <Page title="Separador" before={<BackLink to="/painel/usuarios" label="Usuários" />} key={usuarioId} />;
}
