import { RedirectIfSignedIn } from '@/app/guards';
import { AuthScreen } from '@/features/auth/components/auth-screen';

export function AuthRoute() {
  return (
    <RedirectIfSignedIn>
      <AuthScreen />
    </RedirectIfSignedIn>
  );
}
