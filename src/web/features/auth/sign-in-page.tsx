import { ArrowLeft, Bot, Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LanguageSelect } from '../../components/language-select';
import { ThemeToggle } from '../../components/theme-toggle';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuthProviders } from './api/get-auth-providers';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'signIn' | 'signUp';

/** Built-in e-mail + password sign-in at /api/login (an OpenID Connect provider replaces it when configured). */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('account');
  const providers = useAuthProviders();
  const requested = new URLSearchParams(useSearch()).get('mode');
  const [chosen, setChosen] = useState<Mode | null>(requested === 'signup' ? 'signUp' : null);
  const [forgot, setForgot] = useState(false);
  // The very first account has nobody to sign in as, so it starts on sign-up.
  const mode: Mode = chosen ?? (providers.data?.firstUser ? 'signUp' : 'signIn');
  const other: Mode = mode === 'signIn' ? 'signUp' : 'signIn';

  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <header className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
        <a href="/" className="flex items-center gap-2 font-semibold">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Bot className="size-4" aria-hidden="true" />
          </span>
          {tc('appName')}
        </a>
        <div className="flex items-center gap-2">
          <LanguageSelect />
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-4 sm:p-6">
        <Card className="w-full max-w-md" data-testid="sign-in-card" data-mode={mode}>
          <CardHeader>
            <CardTitle as="h1" className="text-xl">{forgot ? ta('reset.requestTitle') : t(`${mode}.title`)}</CardTitle>
            <CardDescription>{forgot ? ta('reset.requestDescription') : t(`${mode}.description`)}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {providers.isPending ? (
              <Skeleton className="h-5 w-full" />
            ) : (
              providers.data &&
              mode === 'signUp' && (
                <p className="flex items-start gap-2 rounded-md bg-accent p-3 text-sm text-accent-foreground" data-testid="sign-up-note">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {providers.data.firstUser
                    ? t('notes.firstUser')
                    : providers.data.signupMode === 'open'
                      ? t('notes.open')
                      : t(`notes.${providers.data.signupMode}`)}
                </p>
              )
            )}
            {forgot ? <ForgotPasswordForm onBack={() => setForgot(false)} /> : mode === 'signIn' ? <SignInForm /> : <SignUpForm />}
            {!forgot && mode === 'signIn' && providers.data?.passwordReset && (
              <button type="button" className="cursor-pointer justify-self-start text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline" onClick={() => setForgot(true)} data-testid="forgot-password-open">
                {ta('signIn.forgot')}
              </button>
            )}
            {!forgot && <p className="text-center text-sm text-muted-foreground">
              {t(`${mode}.switchPrompt`)}{' '}
              <button
                type="button"
                className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => setChosen(other)}
                data-testid="auth-mode-switch"
              >
                {t(`${mode}.switchAction`)}
              </button>
            </p>}
          </CardContent>
        </Card>
        <a href="/" className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backHome')}
        </a>
      </main>
    </div>
  );
}
