// The floor of `npm run bench`: the least a React 19 page built by this Vite can cost. Keep it bare.
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

createRoot(container).render(
  <>
    <h1>Hello world</h1>
    <p>Hello world from a bare React 19 page.</p>
  </>,
);
