import { TEXTS } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../components/ui/page-title';
import { advertisedProductsQueryOptions } from '../../features/catalog/api/get-advertised-products';
import { categoriesQueryOptions } from '../../features/catalog/api/get-categories';
import { AdvertisementSection } from '../../features/catalog/components/advertisement-section';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { ContactForm } from '../../features/home/components/contact-form';
import { DownloadApp } from '../../features/home/components/download-app';
import { StatisticsStrip } from '../../features/home/components/statistics-strip';
import { Testimonials } from '../../features/home/components/testimonials';

/**
 * Starts both fetches alongside the page chunk but does not wait for them: the page has
 * its own loading states and a failed list must not turn the whole home page into an error.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchInfiniteQuery(advertisedProductsQueryOptions());
  void queryClient.prefetchQuery(categoriesQueryOptions());
  return null;
};

export default function HomeRoute() {
  return (
    <>
      <PageTitle title={TEXTS.titles.home} />
      <h1 className="sr-only">PhoneBazaar: buy and sell used smartphones</h1>
      <BannerCarousel />
      <AdvertisementSection />
      <CategoryGrid />
      <StatisticsStrip />
      <Testimonials />
      <DownloadApp />
      <ContactForm />
    </>
  );
}
