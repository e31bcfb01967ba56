import type { ReactNode } from 'react';
import { adminFormText, commonText } from '#shared/text.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

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
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p role="status">{commonText.loading}</p>
        ) : isError ? (
          <p role="alert" className="text-red-700">
            {adminFormText.loadFailed}
          </p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
