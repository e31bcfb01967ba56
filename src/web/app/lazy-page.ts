// React.lazy plus preload(): once a page's module is loaded, the page renders it directly instead of
// suspending. The browser entry preloads the server-rendered page before hydrating, so hydration
// finishes in one pass. Otherwise a click while the page's chunk was still loading (the header's
// '/#how-it-works' link changes the router's location) made React drop the server markup and render
// the page again, and the browser's scroll to the anchor was lost.
import { createElement, lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload(): Promise<void> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const loadOnce = async () => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  const Suspending = lazy(loadOnce);
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload: async () => void (await loadOnce()) });
}
