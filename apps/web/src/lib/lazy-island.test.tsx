import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyIsland, preloadIslands } from './lazy-island';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** An island whose code arrives when the test says so. */
function deferredIsland() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Island = lazyIsland(() => arrived.then(() => Greeting), <p>waiting</p>);
  return { Island, arrive };
}

describe('lazyIsland', () => {
  it('When its code has not arrived, then the fallback shows, and the island once it does', async () => {
    const { Island, arrive } = deferredIsland();
    render(<Island name="Rina" />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Hello Rina')).toBeInTheDocument();
  });

  it('When the islands are preloaded (the prerenderer), then the island is drawn in full at once', async () => {
    const { Island, arrive } = deferredIsland();
    arrive();
    await preloadIslands();
    expect(renderToString(<Island name="Rina" />)).toContain('Hello <!-- -->Rina');
  });
});
