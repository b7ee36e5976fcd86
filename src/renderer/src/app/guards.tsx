// Route guards (spec/operator.md §6): a spinner while the session loads, /login for the
// signed-out, and the user's landing page for a page their permissions do not open.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasAnyPermission, landingPath, type Permission } from '@shared/domain/permissions';
import { CentredLoader } from '@renderer/components/CentredLoader';
import { useSession } from './session';

export function RequireAuth() {
  const isLoading = useSession((state) => state.isLoading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (isLoading) return <CentredLoader />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}

export function RequirePermission({ permissions }: { permissions: readonly Permission[] }) {
  const userPermissions = useSession((state) => state.userPermissions);
  const { pathname } = useLocation();
  if (hasAnyPermission(userPermissions, permissions)) return <Outlet />;
  const landing = landingPath(userPermissions);
  // landingPath only names pages its user may open, so this never loops; stay safe anyway.
  if (landing === pathname) return <Outlet />;
  return <Navigate to={landing} replace />;
}

/** '/' and the like: the landing page when signed in, else the login. */
export function LandingRedirect() {
  const isLoading = useSession((state) => state.isLoading);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const userPermissions = useSession((state) => state.userPermissions);
  if (isLoading) return <CentredLoader />;
  return <Navigate to={isAuthenticated ? landingPath(userPermissions) : '/login'} replace />;
}
