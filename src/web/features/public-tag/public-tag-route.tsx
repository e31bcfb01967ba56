// /tag/{uniqueCode} reached by navigating inside the app (a full page load gets the server-rendered
// page instead): loads the data, then shows the same page component.
import { useParams } from 'react-router';
import { publicTagText } from '#shared/text.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { errorMessage } from '../../lib/api-request.ts';
import { useSiteInfo } from '../../lib/site-info.tsx';
import { usePublicTag } from './api/get-public-tag.ts';
import { PublicTagNotice } from './components/public-tag-notice.tsx';
import { PublicTagPage } from './components/public-tag-page.tsx';

export default function PublicTagRoute() {
  const { uniqueCode = '' } = useParams();
  const { supportEmail } = useSiteInfo();
  const query = usePublicTag(uniqueCode);
  if (query.isPending) return <LoadingScreen label={publicTagText.loading} />;
  if (query.isError) {
    return (
      <PublicTagNotice message={errorMessage(query.error, publicTagText.error)} supportEmail={supportEmail} />
    );
  }
  return <PublicTagPage tag={query.data} supportEmail={supportEmail} />;
}
