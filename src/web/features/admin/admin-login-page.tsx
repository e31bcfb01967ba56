// /admin (SPEC §2, §5, §8): username and password; success goes to /admin/dashboard.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { adminLoginSchema, type AdminLoginInput } from '#shared/schemas/auth.ts';
import { useAdminCheck } from '../../api/admin-check.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { ApiError } from '../../lib/api-request.ts';
import { toastFailure } from '../../lib/use-endpoint-mutation.ts';
import { toast } from '../../lib/use-toast.ts';
import { useAdminLogin } from './api/admin-session.ts';

export default function AdminLoginPage() {
  const t = useT();
  const { isAdmin } = useAdminCheck();
  const login = useAdminLogin();
  const navigate = useNavigate();
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const errors = form.formState.errors;

  if (isAdmin && !login.isPending) return <Navigate to={routes.adminDashboard} replace />;

  const submit = (input: AdminLoginInput) =>
    login.mutate(input, {
      onSuccess: () => {
        toast({ title: t('admin.loginOkTitle'), description: t('admin.loginOk') });
        navigate(routes.adminDashboard);
      },
      onError: (error) =>
        error instanceof ApiError
          ? toastFailure(t, error, { title: 'admin.loginFailedTitle', fallback: 'admin.loginFailedFallback' })
          : toast({
              title: t('common.networkErrorTitle'),
              description: t('common.networkError'),
              variant: 'destructive',
            }),
    });

  return (
    <section className="mx-auto flex max-w-md px-4 py-12">
      <Card className="w-full">
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('admin.loginHeading')}</h1>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
            <FormField label={t('admin.usernameLabel')} error={errors.username?.message}>
              <Input autoComplete="username" {...form.register('username')} />
            </FormField>
            <FormField label={t('admin.passwordLabel')} error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </FormField>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? t('admin.loginPending') : t('admin.loginButton')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
