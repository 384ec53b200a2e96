import { TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../components/ui/page-title';
import { AdvertisementSection } from '../../features/catalog/components/advertisement-section';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { ContactForm } from '../../features/home/components/contact-form';
import { DownloadApp } from '../../features/home/components/download-app';
import { StatisticsStrip } from '../../features/home/components/statistics-strip';
import { Testimonials } from '../../features/home/components/testimonials';

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
