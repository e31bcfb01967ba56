// Bracelets tab (DESIGN §3): create a batch by number or from pasted bracelet numbers (read with
// /tag-uid-reader), see each bracelet's status page by page, download the whole list as CSV.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { INVENTORY_BATCH_MAX } from '#shared/constants.ts';
import { createInventorySchema, type InventoryTag } from '#shared/schemas/tag.ts';
import { adminFormText, adminText } from '#shared/text.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { createInventory, INVENTORY_PAGE_SIZE, inventoryCsvUrl, useInventory } from '../api/inventory.ts';
import { SectionCard } from '../components/section-card.tsx';

type Mode = 'count' | 'physicalIds';

export function BraceletsTab() {
  return (
    <div className="grid gap-6">
      <CreateBatch />
      <InventoryList />
    </div>
  );
}

function CreateBatch() {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('count');
  const [count, setCount] = useState('10');
  const [ids, setIds] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<InventoryTag[]>([]);

  const create = useMutation({
    mutationFn: createInventory,
    onSuccess: async ({ tags }) => {
      setCreated(tags);
      toast({ title: adminFormText.batchCreatedTitle, description: adminFormText.batchCreated(tags.length) });
      await queryClient.invalidateQueries();
    },
    onError: (err) =>
      toast({
        title: adminFormText.batchFailedTitle,
        description: errorMessage(err, adminFormText.batchFailedTitle),
        variant: 'destructive',
      }),
  });

  const submit = () => {
    const input =
      mode === 'count' ? { count: Number(count) } : { physicalIds: ids.split(/[\s,;]+/).filter(Boolean) };
    const parsed = createInventorySchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data);
  };

  return (
    <SectionCard title={adminFormText.createBatchHeading}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">{adminFormText.createBatchHeading}</legend>
          {(['count', 'physicalIds'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="batch-mode"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setError(undefined);
                }}
              />
              {value === 'count' ? adminFormText.byCount : adminFormText.byPhysicalIds}
            </label>
          ))}
        </fieldset>
        {mode === 'count' ? (
          <FormField label={adminFormText.countLabel} error={error}>
            <Input
              type="number"
              min={1}
              max={INVENTORY_BATCH_MAX}
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          </FormField>
        ) : (
          <FormField label={adminFormText.physicalIdsLabel} error={error}>
            <Textarea
              rows={6}
              className="font-mono"
              value={ids}
              onChange={(event) => setIds(event.target.value)}
            />
          </FormField>
        )}
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? adminFormText.creatingBatch : adminFormText.createBatch}
          </Button>
        </div>
      </form>
      {created.length > 0 && (
        <div className="mt-6 grid gap-2">
          <h3 className="font-semibold">{adminFormText.newBatch}</h3>
          <TagTable rows={created.map((tag) => ({ ...tag, status: undefined, createdAt: undefined }))} />
        </div>
      )}
    </SectionCard>
  );
}

function InventoryList() {
  const [page, setPage] = useState(1);
  const query = useInventory(page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / INVENTORY_PAGE_SIZE)) : 1;
  return (
    <SectionCard title={adminFormText.braceletsHeading} isLoading={query.isLoading} isError={query.isError}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-700">{adminFormText.total(data?.total ?? 0)}</p>
          <a className={buttonVariants({ variant: 'outline' })} href={inventoryCsvUrl} download>
            <Download aria-hidden="true" />
            {adminFormText.downloadCsv}
          </a>
        </div>
        {data && data.items.length > 0 ? (
          <TagTable rows={data.items} />
        ) : (
          <p className="text-gray-700">{adminFormText.empty}</p>
        )}
        {pages > 1 && (
          <nav className="flex items-center gap-2" aria-label={adminText.tabs.bracelets}>
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {adminFormText.previousPage}
            </Button>
            <span className="text-sm">{adminFormText.pageOf(page, pages)}</span>
            <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {adminFormText.nextPage}
            </Button>
          </nav>
        )}
      </div>
    </SectionCard>
  );
}

type Row = InventoryTag & { status?: keyof typeof adminFormText.statuses; createdAt?: string };

function TagTable({ rows }: { rows: Row[] }) {
  const withStatus = rows.some((row) => row.status);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="py-2 pr-4">
              {adminFormText.code}
            </th>
            <th scope="col" className="py-2 pr-4">
              {adminFormText.braceletNumber}
            </th>
            {withStatus && (
              <>
                <th scope="col" className="py-2 pr-4">
                  {adminFormText.status}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {adminFormText.created}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-gray-100">
              <td className="py-2 pr-4 font-mono">{row.uniqueCode}</td>
              <td className="py-2 pr-4 font-mono">{row.physicalId ?? '—'}</td>
              {withStatus && (
                <>
                  <td className="py-2 pr-4">{row.status ? adminFormText.statuses[row.status] : ''}</td>
                  <td className="py-2 pr-4">
                    {row.createdAt ? new Date(row.createdAt).toLocaleDateString() : ''}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
