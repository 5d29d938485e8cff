import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { JournalScreen } from './journal-screen';

/** /journal, and under it /journal/new (the editor over the list). */
export default function JournalPage() {
  return (
    <JournalScreen>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </JournalScreen>
  );
}
