// Server rendering of the responder's typed-code page /t: static markup, never hydrated.
import { renderToStaticMarkup } from 'react-dom/server';
import {
  TypedCodePage,
  type TypedCodePageProps,
} from '../features/public-tag/components/typed-code-page.tsx';

export type { TypedCodePageProps } from '../features/public-tag/components/typed-code-page.tsx';

export function renderTypedCodeMarkup(props: TypedCodePageProps): string {
  return renderToStaticMarkup(<TypedCodePage {...props} />);
}
