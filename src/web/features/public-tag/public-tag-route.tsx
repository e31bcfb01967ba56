// /tag/{uniqueCode} reached by navigating inside the app (a full page load gets the server-rendered
// page instead): loads the data, then shows the same page component, with the owner's bar for the
// signed-in owner, as the server does.
import { Link, useParams, useSearchParams } from 'react-router';
import { responderTextEn } from '#shared/i18n/responder-text.en.ts';
import { RESPONDER_VIEW } from '#shared/paths.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
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
  // The parent's own view inside the app: English, SPEC's texts (a full page load gets the
  // responder's language from the server).
  const settings = { supportEmail, emergencyNumber, language: 'en', text: responderTextEn } as const;
  if (query.isPending) return <LoadingScreen label={responderTextEn.page.loading} />;
  if (query.isError) {
    return (
      <PublicTagNotice message={errorMessage(query.error, responderTextEn.page.error)} settings={settings} />
    );
  }
  return (
    <>
      {ownTagId && <OwnerBar tagId={ownTagId} link={AppLink} />}
      <PublicTagPage tag={query.data} settings={settings} />
    </>
  );
}
