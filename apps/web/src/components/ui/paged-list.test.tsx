import { TEXTS } from '@phonebazaar/shared';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PagedList } from './paged-list';

interface Page {
  items: string[];
  nextCursor: string | undefined;
}

type Fetch = (cursor: string | undefined) => Promise<Page>;

function Phones({ fetchPage }: { fetchPage: Fetch }) {
  const query = useInfiniteQuery({
    queryKey: ['phones'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page) => last.nextCursor,
    retry: false,
  });
  return (
    <PagedList
      query={query}
      loading={<p role="status">Loading phones</p>}
      errorTitle="We couldn't load the phones."
      noun="phones"
      empty={<p>No phones yet</p>}
    >
      {(phones, listRef) => (
        <ul ref={listRef}>
          {phones.map((phone) => (
            <li key={phone}>{phone}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function renderList(fetchPage: Fetch) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Phones fetchPage={fetchPage} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const pages: Record<string, Page> = {
  first: { items: ['Pixel 7', 'iPhone 13'], nextCursor: 'c2' },
  c2: { items: ['Galaxy S22'], nextCursor: undefined },
};

describe('PagedList', () => {
  it('When the first page is on its way, then the loading state shows, then the items', async () => {
    let arrive: (page: Page) => void = () => {};
    renderList(() => new Promise<Page>((resolve) => (arrive = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading phones');
    arrive({ items: ['Pixel 7'], nextCursor: undefined });
    expect(await screen.findByText('Pixel 7')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('When the list has no items, then the empty state shows and no Load more', async () => {
    renderList(async () => ({ items: [], nextCursor: undefined }));
    expect(await screen.findByText('No phones yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.lists.loadMore })).not.toBeInTheDocument();
  });

  it('When the first page fails, then its error shows, and Retry loads the list', async () => {
    let fail = true;
    const user = renderList(async () => {
      if (fail) throw new Error('Server trouble');
      return pages.first!;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the phones.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pixel 7')).toBeInTheDocument();
  });

  it('When Load more brings the next page, then it is appended, focus moves to its first item and the button goes', async () => {
    const user = renderList(async (cursor) => pages[cursor ?? 'first']!);
    await screen.findByText('Pixel 7');
    await user.click(screen.getByRole('button', { name: TEXTS.lists.loadMore }));
    const added = await screen.findByText('Galaxy S22');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pixel 7',
      'iPhone 13',
      'Galaxy S22',
    ]);
    expect(added).toHaveFocus();
    expect(screen.queryByRole('button', { name: TEXTS.lists.loadMore })).not.toBeInTheDocument();
  });

  it('When the next page fails, then the items stay and its own error offers a retry', async () => {
    let failNext = true;
    const user = renderList(async (cursor) => {
      if (cursor && failNext) throw new Error('Server trouble');
      return pages[cursor ?? 'first']!;
    });
    await screen.findByText('Pixel 7');
    await user.click(screen.getByRole('button', { name: TEXTS.lists.loadMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      TEXTS.lists.loadMoreFailed('phones'),
    );
    expect(screen.getByText('iPhone 13')).toBeInTheDocument();
    failNext = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Galaxy S22')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
