// /admin (SPEC §2, §5, §8): username and password; success goes to /admin/dashboard.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { adminLoginSchema, type AdminLoginInput } from '#shared/schemas/auth.ts';
import { adminText, commonText } from '#shared/text.ts';
import { useAdminCheck } from '../../api/admin-check.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../lib/api-request.ts';
import { toast } from '../../lib/use-toast.ts';
import { useAdminLogin } from './api/admin-session.ts';

export default function AdminLoginPage() {
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
        toast({ title: adminText.loginOkTitle, description: adminText.loginOk });
        navigate(routes.adminDashboard);
      },
      onError: (error) =>
        error instanceof ApiError
          ? toast({
              title: adminText.loginFailedTitle,
              description: errorMessage(error, adminText.loginFailedFallback),
              variant: 'destructive',
            })
          : toast({
              title: commonText.networkErrorTitle,
              description: commonText.networkError,
              variant: 'destructive',
            }),
    });

  return (
    <section className="mx-auto flex max-w-md px-4 py-12">
      <Card className="w-full">
        <CardHeader>
          <h1 className="text-2xl font-semibold">{adminText.loginHeading}</h1>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
            <FormField label={adminText.usernameLabel} error={errors.username?.message}>
              <Input autoComplete="username" {...form.register('username')} />
            </FormField>
            <FormField label={adminText.passwordLabel} error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </FormField>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? adminText.loginPending : adminText.loginButton}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
