// Bracelets tab (DESIGN §3): create a batch by number or from pasted bracelet numbers (read with
// /tag-uid-reader, linked here), see each bracelet's status page by page, download the whole list as
// CSV. A warning when PUBLIC_URL, the activation links' base, is a local address.
import { Download, ExternalLink, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { INVENTORY_BATCH_MAX } from '#shared/constants.ts';
import { formatDate } from '#shared/i18n/format.ts';
import type { CatalogueEn } from '#shared/i18n/messages/index.ts';
import { createInventorySchema, type InventoryTag } from '#shared/schemas/tag.ts';
import { routes } from '#shared/paths.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { INVENTORY_PAGE_SIZE, inventoryCsvUrl, useCreateInventory, useInventory } from '../api/inventory.ts';
import { SectionCard } from '../components/section-card.tsx';
import { TableScroll } from '../components/table-scroll.tsx';

type Mode = 'count' | 'physicalIds';

/** One number a line (or comma, semicolon): spaces stay, as between a UID's byte groups (decision 015). */
const splitPhysicalIds = (text: string) =>
  text
    .split(/[\r\n,;]+/)
    .map((id) => id.trim())
    .filter(Boolean);

export function BraceletsTab() {
  return (
    <div className="grid gap-6">
      <LocalAddressWarning />
      <CreateBatch />
      <InventoryList />
    </div>
  );
}

/** The same warning the CLI gives: chips programmed with a local address open nowhere. */
function LocalAddressWarning() {
  const t = useT();
  const { data } = useInventory(1);
  if (!data?.publicUrlIsLocal) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="public-url-warning"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{t('adminForm.publicUrlWarningTitle')}</p>
        <p className="text-sm wrap-anywhere">{t('adminForm.publicUrlWarning', { url: data.publicUrl })}</p>
      </div>
    </div>
  );
}

function CreateBatch() {
  const t = useT();
  const [mode, setMode] = useState<Mode>('count');
  const [count, setCount] = useState('10');
  const [ids, setIds] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<InventoryTag[]>([]);

  const create = useCreateInventory(setCreated);

  const submit = () => {
    const input = mode === 'count' ? { count: Number(count) } : { physicalIds: splitPhysicalIds(ids) };
    const parsed = createInventorySchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data);
  };

  return (
    <SectionCard title={t('adminForm.createBatchHeading')}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">{t('adminForm.createBatchHeading')}</legend>
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
              {value === 'count' ? t('adminForm.byCount') : t('adminForm.byPhysicalIds')}
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-gray-700">
          {t('adminForm.uidReaderIntro')}{' '}
          <a
            className="inline-flex items-center gap-1 font-medium text-red-700 underline"
            href={routes.tagUidReader}
            target="_blank"
            rel="noopener"
          >
            {t('adminForm.uidReaderLink')}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">{t('adminForm.opensInNewTab')}</span>
          </a>
        </p>
        {mode === 'count' ? (
          <FormField label={t('adminForm.countLabel')} error={error}>
            <Input
              type="number"
              min={1}
              max={INVENTORY_BATCH_MAX}
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          </FormField>
        ) : (
          <FormField label={t('adminForm.physicalIdsLabel')} error={error}>
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
            {create.isPending ? t('adminForm.creatingBatch') : t('adminForm.createBatch')}
          </Button>
        </div>
      </form>
      {created.length > 0 && (
        <div className="mt-6 grid gap-2">
          <h3 className="font-semibold">{t('adminForm.newBatch')}</h3>
          <TagTable
            label={t('adminForm.newBatch')}
            rows={created.map((tag) => ({ ...tag, status: undefined, createdAt: undefined }))}
          />
        </div>
      )}
    </SectionCard>
  );
}

function InventoryList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useInventory(page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / INVENTORY_PAGE_SIZE)) : 1;
  return (
    <SectionCard title={t('adminForm.braceletsHeading')} isLoading={query.isLoading} isError={query.isError}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-700">{t('adminForm.total', { n: data?.total ?? 0 })}</p>
          <a className={buttonVariants({ variant: 'outline' })} href={inventoryCsvUrl} download>
            <Download aria-hidden="true" />
            {t('adminForm.downloadCsv')}
          </a>
        </div>
        {data && data.items.length > 0 ? (
          <TagTable label={t('adminForm.braceletsHeading')} rows={data.items} />
        ) : (
          <p className="text-gray-700">{t('adminForm.empty')}</p>
        )}
        {pages > 1 && (
          <nav className="flex items-center gap-2" aria-label={t('admin.tabs.bracelets')}>
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('adminForm.previousPage')}
            </Button>
            <span className="text-sm">{t('adminForm.pageOf', { page, pages })}</span>
            <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('adminForm.nextPage')}
            </Button>
          </nav>
        )}
      </div>
    </SectionCard>
  );
}

type Row = InventoryTag & { status?: keyof CatalogueEn['adminForm']['statuses']; createdAt?: string };

function TagTable({ rows, label }: { rows: Row[]; label: string }) {
  const t = useT();
  const language = useLocale();
  const withStatus = rows.some((row) => row.status);
  return (
    <TableScroll label={label}>
      <table className="w-full text-left text-sm whitespace-nowrap">
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="py-2 pr-4">
              {t('adminForm.code')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('adminForm.braceletNumber')}
            </th>
            {withStatus && (
              <>
                <th scope="col" className="py-2 pr-4">
                  {t('adminForm.status')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('adminForm.created')}
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
                  <td className="py-2 pr-4">{row.status ? t(`adminForm.statuses.${row.status}`) : ''}</td>
                  <td className="py-2 pr-4">
                    {row.createdAt ? formatDate(language, new Date(row.createdAt)) : ''}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
