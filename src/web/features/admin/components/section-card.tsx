import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';

/** One tab's card, with the loading and failed states of its admin read. */
export function SectionCard({
  title,
  isLoading,
  isError,
  children,
}: {
  title: string;
  isLoading?: boolean;
  isError?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p role="status">{t('common.loading')}</p>
        ) : isError ? (
          <p role="alert" className="text-red-700">
            {t('adminForm.loadFailed')}
          </p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
