// /tag/{uniqueCode} reached by navigating inside the app (a full page load gets the server-rendered
// page instead): loads the data, then shows the same page component, with the owner's bar for the
// signed-in owner, as the server does.
import { Link, useParams, useSearchParams } from 'react-router';
import { RESPONDER_VIEW } from '#shared/paths.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { errorMessage } from '../../lib/api-request.ts';
import { useSiteInfo } from '../../lib/site-info.tsx';
import { usePublicTag } from './api/get-public-tag.ts';
import { OwnerBar, type OwnerBarLinkProps } from './components/owner-bar.tsx';
import { PublicTagNotice } from './components/public-tag-notice.tsx';
import { PublicTagPage } from './components/public-tag-page.tsx';
import { useOwnTagId } from './use-own-tag-id.ts';

/** The bar's links navigate inside the app here. */
function AppLink({ href, className, children }: OwnerBarLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

export default function PublicTagRoute() {
  const { uniqueCode = '' } = useParams();
  const [search] = useSearchParams();
  const { supportEmail, emergencyNumber } = useSiteInfo();
  const query = usePublicTag(uniqueCode);
  const ownTagId = useOwnTagId(uniqueCode, search.get('view') === RESPONDER_VIEW);
  // The parent's own view inside the app: the app's language (a full page load gets the
  // responder's language from the server).
  const t = useT();
  const language = useLocale();
  const settings = { supportEmail, emergencyNumber, language, t };
  if (query.isPending) return <LoadingScreen label={t('publicTag.loading')} />;
  if (query.isError) {
    return <PublicTagNotice message={errorMessage(query.error, t('publicTag.error'))} settings={settings} />;
  }
  return (
    <>
      {ownTagId && <OwnerBar tagId={ownTagId} link={AppLink} />}
      <PublicTagPage tag={query.data} settings={settings} />
    </>
  );
}
