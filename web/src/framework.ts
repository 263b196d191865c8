/**
 * React's DOM renderer, on its own: the entry imports it in a task of its own, so its start-up (two thirds of
 * the first screen's script) is not one long task with the app's (main.tsx).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
