/** A screen whose code was fetched ahead renders without suspending; one that was not still works through lazy. */
import { Suspense, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable-screen';

const screen = () => preloadable(async () => ({ default: () => <p>journal</p> }));
const inSuspense = (Screen: ComponentType) =>
  renderToStaticMarkup(
    <Suspense fallback={<i>skeleton</i>}>
      <Screen />
    </Suspense>,
  );

describe('a preloadable screen', () => {
  it('renders its content at once, with no fallback, once its code has arrived', async () => {
    const { Screen, preload } = screen();
    await preload();
    expect(inSuspense(Screen)).toBe('<p>journal</p>');
  });

  it('suspends like React.lazy when its code has not arrived, and fetches it', async () => {
    let fetched = 0;
    const { Screen } = preloadable(async () => {
      fetched += 1;
      return { default: () => <p>journal</p> };
    });
    expect(inSuspense(Screen)).toBe('<i>skeleton</i>');
    await Promise.resolve();
    expect(fetched).toBe(1);
  });
});
