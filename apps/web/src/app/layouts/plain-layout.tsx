import { Outlet } from 'react-router';
import { Navbar } from './navbar';

/** Spec §2 "plain layout with navigation": the top bar without the footer. */
export function PlainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
