import { useTranslation } from '../i18n/react';
import { ToastContainer } from 'react-toastify/unstyled';
// The unstyled entry plus the library's stylesheet: the default entry injects a <style> tag, which the CSP forbids.
import 'react-toastify/ReactToastify.css';

/** Behaviour §8: top-right, coloured theme, closes after 3000 ms, no progress bar, close on click, pause on hover, draggable. */
export function AppToastContainer() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      // The library's own label is English; the region is announced in the page's language (hotkey Alt+T).
      aria-label={`${t('shell>notifications')} (Alt+T)`}
      position="top-right"
      theme="colored"
      autoClose={3000}
      hideProgressBar
      closeOnClick
      pauseOnHover
      draggable
    />
  );
}
