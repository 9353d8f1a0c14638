import { type ComponentType, Suspense, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const page = (Component: ComponentType<{ name: string }>) => (
  <Suspense fallback={<i>loading</i>}>
    <Component name="Ada" />
  </Suspense>
);

describe('lazyComponent', () => {
  it('renders its component at the first render once preloaded, without suspending', async () => {
    const Loaded = lazyComponent(async () => Greeting);
    await Loaded.preload();
    const html = renderToString(page(Loaded));
    expect(html).toContain('<p>Hello <!-- -->Ada</p>');
    expect(html).not.toContain('loading');
  });

  it('exists because a plain React.lazy suspends at its first render though its module has loaded', async () => {
    const load = async () => ({ default: Greeting });
    const Plain = lazy(load);
    await load();
    expect(renderToString(page(Plain))).toContain('loading');
  });

  it('suspends to the boundary while its module has not loaded, and loads it', async () => {
    let loads = 0;
    const NotYet = lazyComponent(async () => {
      loads += 1;
      return Greeting;
    });
    expect(renderToString(page(NotYet))).toContain('loading');
    expect(loads).toBe(1);
  });
});
