import { TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/fixtures';
import { json, mockApi } from '../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../test/render-routes';
import { createRoutes } from '../router';

function renderHome() {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), { queryClient, initialEntries: ['/'] });
}

describe('Home page', () => {
  it('When the advertised list is empty, then the advertisement section is hidden', async () => {
    mockApi({
      '/api/advertisement': () => json([]),
      '/api/categories': () => json([makeCategory({ _id: 'apple', name: 'Apple' })]),
    });
    renderHome();

    expect(await screen.findByRole('link', { name: 'Apple' })).toHaveAttribute(
      'href',
      '/categories/apple',
    );
    await waitFor(() =>
      expect(screen.queryByText(/Loading advertised products/)).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Advertised Products' })).not.toBeInTheDocument();
    expect(document.title).toBe('Home - PhoneBazaar');
  });

  it('When the advertised list has products, then they show as cards in their section', async () => {
    mockApi({
      '/api/advertisement': () =>
        json([makeProduct({ productName: 'Galaxy S23', advertisement: true })]),
      '/api/categories': () => json([]),
    });
    renderHome();

    expect(await screen.findByRole('heading', { name: 'Advertised Products' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Galaxy S23' })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.badges.advertisement)).toBeInTheDocument();
  });

  it('When the advertised list is loading, then a full-screen loader shows', async () => {
    mockApi({
      '/api/advertisement': () => new Promise<Response>(() => {}),
      '/api/categories': () => json([]),
    });
    renderHome();

    expect(await screen.findByText(/Loading advertised products/)).toBeInTheDocument();
    // Nothing below the section is laid out yet, so its arrival shifts nothing.
    expect(screen.getAllByText(TEXTS.carouselSlide)).toHaveLength(4);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('When the page shows, then the carousel, statistics and contact form are there', async () => {
    mockApi({
      '/api/advertisement': () => json([]),
      '/api/categories': () => json([]),
    });
    const { user } = renderHome();

    await screen.findByLabelText('Email');
    const slides = screen.getAllByText(TEXTS.carouselSlide);
    expect(slides).toHaveLength(4);
    expect(screen.getByRole('link', { name: TEXTS.getStarted })).toHaveAttribute('href', '/');

    const first = screen.getByRole('group', { name: '1 of 4' });
    expect(first).not.toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('group', { name: '2 of 4' })).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('group', { name: '4 of 4' })).not.toHaveAttribute(
      'aria-hidden',
      'true',
    );

    // The spec's static figures are gone (issue #23 item 15): the strip's real counts have their own test.
    for (const value of ['7500', '172%']) expect(screen.queryByText(value)).not.toBeInTheDocument();
    expect(screen.queryByText(/Placeholder testimonial/)).not.toBeInTheDocument();
    expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.sendMessage }));
    expect(
      screen.getByRole('button', { name: 'Get it on Google Play (coming soon)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: 'Download on the App Store (coming soon)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/chat about meeting places/)).not.toBeInTheDocument();
  });

  it("When the home page shows, then the numbers strip shows the marketplace's real counts", async () => {
    mockApi({
      '/api/advertisement': () => json([]),
      '/api/categories': () => json([]),
      '/api/stats': () => json({ listings: 12500, sellers: 340, verifiedSellers: 120, sales: 9 }),
    });
    renderHome();
    const strip = await screen.findByRole('region', { name: 'PhoneBazaar in Numbers' });
    await waitFor(() => expect(strip).toHaveTextContent('12,500'));
    const pairs = within(strip)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Phones for sale: 12,500',
      'Sellers: 340',
      'Verified sellers: 120',
      'Phones sold: 9',
    ]);
    // Issue #23 item 15: none of the spec's made-up figures.
    expect(strip).not.toHaveTextContent('Bounce Rate');
  });
});
