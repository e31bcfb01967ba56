// /activate (SPEC §2): the code printed inside the bracelet makes it the parent's; then configuration.
import { zodResolver } from '@hookform/resolvers/zod';
import { Info, KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { activateByCodeSchema, type ActivateByCodeInput } from '#shared/schemas/tag.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toastFailure } from '../../lib/use-endpoint-mutation.ts';
import { toast } from '../../lib/use-toast.ts';
import { useActivateTag } from './api/activate-tag.ts';
import { TagCodeInput } from './components/tag-code-input.tsx';

export default function ActivatePage() {
  const t = useT();
  const navigate = useNavigate();
  const activate = useActivateTag();
  const form = useForm<ActivateByCodeInput>({
    resolver: zodResolver(activateByCodeSchema),
    defaultValues: { uniqueCode: '' },
  });
  const code = form.register('uniqueCode');

  const onSubmit = form.handleSubmit(async ({ uniqueCode }) => {
    try {
      const tag = await activate.mutateAsync(uniqueCode);
      toast({ title: t('activate.okTitle'), description: t('activate.ok') });
      navigate(routes.configure(tag.id));
    } catch (error) {
      toastFailure(t, error, { title: 'activate.failedTitle', fallback: 'activate.failedFallback' });
    }
  });

  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <KeyRound className="h-10 w-10 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-gray-900">{t('activate.heading')}</h1>
          <CardDescription>{t('activate.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <FormField label={t('activate.codeLabel')} error={form.formState.errors.uniqueCode?.message}>
              <TagCodeInput registration={code} />
            </FormField>
            <div className="flex gap-3 rounded-lg bg-blue-50 p-4 text-sm text-blue-900">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p>
                <strong>{t('activate.hintTitle')}</strong> {t('activate.hint')}
              </p>
            </div>
            <Button type="submit" size="lg" disabled={activate.isPending}>
              {activate.isPending ? t('activate.pending') : t('activate.button')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
