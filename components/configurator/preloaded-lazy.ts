import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a part of the page that is rendered on the server and whose code may
 * follow the page's first load. Its module starts loading when this is called (at the
 * module's evaluation, on the server and in the browser alike), and once it is there
 * the component is handed to React synchronously: a render after that (every request
 * but a server's first) neither suspends nor streams the part as a hidden chunk to be
 * moved into place by script, so the server's HTML has it where it belongs, and the
 * browser hydrates it as soon as the chunk has come.
 */
export function preloadedLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: { default: ComponentType<Props> } | undefined;
  const loading = load().then((component) => (loaded = { default: component }));
  // React.lazy reads a thenable that calls back at once as already resolved.
  const ready = (): PromiseLike<{ default: ComponentType<Props> }> => ({ then: (resolve) => Promise.resolve(resolve?.(loaded!)) as never });
  return lazy(() => (loaded ? ready() : loading) as Promise<{ default: ComponentType<Props> }>);
}
