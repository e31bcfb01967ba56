// One part of the order page (packing, shipping, refunds, details…): a card with its heading, whose id
// names the region for screen readers.
import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';

export function OrderSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} data-testid={testId} className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id={id} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="@container grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

/** A label and its value, in a <dl>: side by side when the card is wide enough, else stacked. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 @sm:grid-cols-[9rem_minmax(0,1fr)] @sm:gap-3">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Field errors of a shared schema's parse, by field name: the first message of each. */
export function issuesByField(issues: ReadonlyArray<{ path: (string | number)[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
