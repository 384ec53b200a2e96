import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Navbar } from './navbar';

/** Spec §2 main layout: top bar, page, footer. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
