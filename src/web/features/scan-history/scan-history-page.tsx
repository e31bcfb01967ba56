// /history/{tagId}: first, always, every message responders sent in the last 90 days
// (no flood of openings can push one out of sight); then every opening, newest first, a page at a
// time. Owner only: another parent's tag reads 'Tag not found'.
import { ArrowLeft, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { routes } from '#shared/paths.ts';
import { useTags } from '../../api/tags.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ApiError } from '../../lib/api-request.ts';
import { useScanHistory } from './api/scan-history.ts';
import { ScanItem } from './components/scan-item.tsx';
import { useT } from '../../i18n/i18n-context.tsx';

const backLinkClass =
  'inline-flex min-h-9 items-center gap-2 rounded-md text-sm font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 [&_svg]:size-4';

function Notice({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      className={alert ? 'rounded-lg border border-red-200 bg-red-50 p-4 text-red-800' : 'text-gray-700'}
    >
      {children}
    </p>
  );
}

function EmptyHistory() {
  const t = useT();
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <Radio className="h-10 w-10 text-gray-400" aria-hidden="true" />
      <p className="text-gray-700">{t('scanHistory.empty')}</p>
    </Card>
  );
}

export default function ScanHistoryPage() {
  const t = useT();
  const { tagId = '' } = useParams();
  const history = useScanHistory(tagId);
  const tags = useTags();
  const tag = tags.data?.find((item) => item.id === tagId);
  const childName = tag ? tag.childName || t('dashboard.unnamedChild') : undefined;

  let body: ReactNode;
  if (history.isLoading) body = <LoadingScreen label={t('scanHistory.loading')} />;
  else if (history.error instanceof ApiError && history.error.status === 404) {
    body = <Notice alert>{t('scanHistory.notFound')}</Notice>;
  } else if (history.isError || !history.data) body = <Notice alert>{t('scanHistory.loadError')}</Notice>;
  else {
    const [first] = history.data.pages;
    const shares = first?.shares ?? [];
    const scans = history.data.pages.flatMap((page) => page.scans);
    body = (
      <div className="grid gap-6">
        <Notice>{t('scanHistory.intro', { days: first?.retentionDays ?? 0 })}</Notice>
        <section aria-labelledby="responder-messages" className="grid gap-3">
          <h2 id="responder-messages" className="text-xl font-semibold text-gray-900">
            {t('scanHistory.sharesHeading')}
          </h2>
          {shares.length === 0 ? (
            <p className="text-gray-700">{t('scanHistory.noShares')}</p>
          ) : (
            <>
              <p className="text-gray-700">{t('scanHistory.sharesIntro')}</p>
              <ol className="grid gap-4" data-testid="responder-messages">
                {shares.map((scan, index) => (
                  <li key={`${scan.scannedAt}-${index}`}>
                    <ScanItem scan={scan} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
        <section aria-labelledby="openings" className="grid gap-3">
          <h2 id="openings" className="text-xl font-semibold text-gray-900">
            {t('scanHistory.openingsHeading')}
          </h2>
          {scans.length === 0 ? (
            <EmptyHistory />
          ) : (
            <ol className="grid gap-4" data-testid="openings">
              {scans.map((scan, index) => (
                // Scans carry no id to the client; pages only add older ones, so the position is stable.
                <li key={`${scan.scannedAt}-${index}`}>
                  <ScanItem scan={scan} withShares={false} />
                </li>
              ))}
            </ol>
          )}
          {history.isFetchNextPageError && <Notice alert>{t('scanHistory.olderFailed')}</Notice>}
          {history.hasNextPage && (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? t('scanHistory.loadingOlder') : t('scanHistory.showOlder')}
            </Button>
          )}
        </section>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link className={backLinkClass} to={routes.dashboard}>
        <ArrowLeft aria-hidden="true" />
        {t('scanHistory.backToDashboard')}
      </Link>
      <h1 className="mb-6 mt-2 text-3xl font-bold text-gray-900">
        {childName ? t('scanHistory.heading', { childName }) : t('scanHistory.historyLink')}
      </h1>
      {body}
    </section>
  );
}
