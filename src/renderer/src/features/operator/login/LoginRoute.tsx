// /login: a user already signed in when they arrive is sent to their landing page (spec/operator.md
// §2). One who signs in here is sent on by the page itself, once it knows where their work waits
// (after-sign-in.ts): redirecting them the moment the session turned signed in showed a picker
// their figures before their unfinished picking, and left the page's own move to come after,
// even after the user had already signed out again.
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { landingPath } from '@shared/domain/permissions';
import { useSession } from '@renderer/app/session';
import { CentredLoader } from '@renderer/components/CentredLoader';
import { LoginPage } from './LoginPage';

export function LoginRoute() {
  const isLoading = useSession((state) => state.isLoading);
  if (isLoading) return <CentredLoader />;
  return <LoginOrLanding />;
}

/** Mounted once the session is known, so it reads whether the user arrived signed in. */
function LoginOrLanding() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const userPermissions = useSession((state) => state.userPermissions);
  const [arrivedSignedIn] = useState(isAuthenticated);
  if (arrivedSignedIn) return <Navigate to={landingPath(userPermissions)} replace />;
  return <LoginPage />;
}
