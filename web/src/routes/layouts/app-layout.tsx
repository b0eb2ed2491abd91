import { Outlet } from 'react-router';
import { Navbar } from '@/features/navigation/components/navbar';

/** Pages with the navigation bar (all but the installer). */
export default function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
