// /auth (SPEC §2): one screen, two modes; ?mode=register opens registration. A link toggles the
// modes, a close button goes home, a small link leads to the admin sign-in: below the card, with a word
// for whom, so no parent takes it for theirs. A checked `?next=` (issue
// 29 §4: the landing page's "Activate a bracelet") stays with both modes and goes on to verification.
import { X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { nextPathOf, withNext } from '#shared/next-path.ts';
import { routes } from '#shared/paths.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

export default function AuthPage() {
  const t = useT();
  const [params] = useSearchParams();
  const isRegister = params.get('mode') === 'register';
  const next = nextPathOf(params);

  return (
    <section className="flex flex-col items-center gap-6 px-4 py-10 sm:py-16">
      <Card className="relative w-full max-w-md">
        <Link
          to={routes.home}
          aria-label={t('auth.close')}
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'absolute right-2 top-2' })}
        >
          <X aria-hidden="true" />
        </Link>
        <CardHeader className="pt-8 text-center">
          <h1 className="text-2xl font-bold text-gray-900">
            {isRegister ? t('auth.registerHeading') : t('auth.loginHeading')}
          </h1>
          <CardDescription>
            {isRegister ? t('auth.registerSubtitle') : t('auth.loginSubtitle')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isRegister ? <RegisterForm key="register" next={next} /> : <LoginForm key="login" next={next} />}
        </CardContent>
        <CardFooter className="flex-col text-sm text-gray-700">
          <p>
            {isRegister ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
            <Link
              to={withNext(isRegister ? routes.auth : routes.register, next)}
              className="font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
            >
              {isRegister ? t('auth.toLogin') : t('auth.toRegister')}
            </Link>
          </p>
        </CardFooter>
      </Card>
      <p className="text-xs text-gray-600" data-testid="admin-link">
        {t('auth.adminLinkContext')}{' '}
        <Link
          to={routes.admin}
          className="underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
        >
          {t('auth.adminLink')}
        </Link>
      </p>
    </section>
  );
}
