import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([
  { path: '/', element: <main className="p-8">PhoneBazaar</main> },
]);
