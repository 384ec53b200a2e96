import { TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../components/ui/page-title';
import { useAdvertisedProducts } from '../../features/catalog/api/get-advertised-products';
import { AdvertisementSection } from '../../features/catalog/components/advertisement-section';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { ContactForm } from '../../features/home/components/contact-form';
import { DownloadApp } from '../../features/home/components/download-app';
import { StatisticsStrip } from '../../features/home/components/statistics-strip';
import { Testimonials } from '../../features/home/components/testimonials';

export default function HomeRoute() {
  // Spec §2: the full-screen loader covers the page while the advertised list loads. What
  // sits below that list is laid out only once it is known, so the section appearing does
  // not push rendered content down under the loader (a layout shift, decision 016).
  const advertisedSettled = !useAdvertisedProducts().isPending;
  return (
    <>
      <PageTitle title={TEXTS.titles.home} />
      <h1 className="sr-only">PhoneBazaar: buy and sell used smartphones</h1>
      <BannerCarousel />
      <AdvertisementSection />
      {/* Meanwhile a screen-high spacer keeps the footer below the fold: otherwise it sits in
          view and jumps away when the page fills in (CLS ~0.45 on a phone). */}
      {!advertisedSettled && <div className="min-h-screen" />}
      {advertisedSettled && (
        <>
          <CategoryGrid />
          <div className="render-near-viewport">
            <StatisticsStrip />
            <Testimonials />
            <DownloadApp />
            <ContactForm />
          </div>
        </>
      )}
    </>
  );
}
