import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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

  it('When React adopts a prerendered page before the code arrives, then the island keeps its HTML without a mismatch, and goes live later', async () => {
    const drawn = deferredIsland();
    drawn.arrive();
    await preloadIslands();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<drawn.Island name="Rina" />);
    document.body.append(container);
    const { Island, arrive } = deferredIsland();
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Island name="Rina" />, { onRecoverableError });
    });
    expect(container).toHaveTextContent('Hello Rina');
    await act(async () => arrive());
    expect(container).toHaveTextContent('Hello Rina');
    expect(container.querySelector('[data-island]')?.innerHTML).toBe('<p>Hello Rina</p>');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
