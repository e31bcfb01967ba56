// Server rendering of the "Still right" link's page: static markup, never hydrated.
import { renderToStaticMarkup } from 'react-dom/server';
import {
  StillRightPage,
  type StillRightPageProps,
} from '../features/public-tag/components/still-right-page.tsx';

export type { StillRightPageProps } from '../features/public-tag/components/still-right-page.tsx';

export function renderStillRightMarkup(props: StillRightPageProps): string {
  return renderToStaticMarkup(<StillRightPage {...props} />);
}
