// /login: a signed-in user is sent to their landing page (spec/operator.md §2).
import { Navigate } from 'react-router-dom';
import { landingPath } from '@shared/domain/permissions';
import { useSession } from '@renderer/app/session';
import { CentredLoader } from '@renderer/components/CentredLoader';
import { LoginPage } from './LoginPage';

export function LoginRoute() {
  const isLoading = useSession((state) => state.isLoading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const userPermissions = useSession((state) => state.userPermissions);
  if (isLoading) return <CentredLoader />;
  if (isAuthenticated) return <Navigate to={landingPath(userPermissions)} replace />;
  return <LoginPage />;
}
