import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a part of the page that is rendered on the server and whose code may
 * follow the page's first load. Its module starts loading when this is called (at the
 * module's evaluation, on the server and in the browser alike), and once it is there
 * the component is handed to React synchronously: a render after that neither suspends
 * nor streams the part as a hidden block moved into place by script, and the browser
 * hydrates it as soon as the chunk has come. A render before it (a server's first, and
 * the build's prerender of a page, which the response cache then serves) still streams
 * the part later: wrap it in a Suspense boundary whose fallback looks like it (the
 * gallery's first picture, the button's place), and keep what a crawler must read in
 * place out of such parts.
 */
export function preloadedLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: { default: ComponentType<Props> } | undefined;
  const loading = load().then((component) => (loaded = { default: component }));
  // React.lazy reads a thenable that calls back at once as already resolved.
  const ready = (): PromiseLike<{ default: ComponentType<Props> }> => ({ then: (resolve) => Promise.resolve(resolve?.(loaded!)) as never });
  return lazy(() => (loaded ? ready() : loading) as Promise<{ default: ComponentType<Props> }>);
}
