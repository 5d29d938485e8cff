import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as Tabs from '@radix-ui/react-tabs';
import { PageLoader } from '../../components/page-loader';
import { AuthShell } from './auth-shell';
import { useCurrentUser } from './current-user';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { SESSION_ENDED_TEXT, takeSessionEnded } from './session-ended';

const TAB_CLASS =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** /login: where every Sign In and Start Free button ends up (through GET /api/login). */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [sessionEnded] = useState(takeSessionEnded);
  const { data: user, isPending } = useCurrentUser();

  if (isPending) return <PageLoader />;
  if (user) return <Navigate to="/" replace />;

  const goHome = () => navigate('/', { replace: true });

  return (
    <AuthShell title="Sign in">
      <h1 className="text-2xl font-bold tracking-tight">Welcome to LearnLog</h1>
      <p className="mt-1 text-sm text-ink-muted">Sign in or create a free account to keep your learning journal.</p>
      {sessionEnded && (
        <p role="status" className="mt-4 rounded-xl bg-brand-soft px-3.5 py-3 text-sm text-ink">
          {SESSION_ENDED_TEXT}
        </p>
      )}

      <Tabs.Root defaultValue={params.get('tab') === 'register' ? 'register' : 'sign-in'} className="mt-6">
        <Tabs.List aria-label="Sign in or create an account" className="mb-6 flex gap-1 rounded-xl bg-surface-muted p-1">
          <Tabs.Trigger value="sign-in" className={TAB_CLASS}>
            Sign in
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={TAB_CLASS}>
            Create account
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in">
          <SignInForm onSignedIn={goHome} />
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm onRegistered={goHome} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}
