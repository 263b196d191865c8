import { brand } from 'virtual:brand';
import { useAppSelector } from '../app/hooks';
import { usePath } from '../lib/router';
import { LoanInformationStep } from './loan-information/loan-information-step';

/** The first step of each flow kind, after loan information. */
const FIRST_STEP = { classic: '/personal-details', dynamic: '/initial-details' } as const;

/** Routes this page renders; anything else is the not-found page's. */
export function ownsRoute(path: string): boolean {
  return path === '/' || path === '/loan-information';
}

/** The application page of spec §2: the catch-all route's content, one per flow kind. */
export function ApplicationPage() {
  usePath();
  const { amount, period } = useAppSelector((s) => s.leadApplication.applicationData);
  // Remount when the stored terms change under the step (restored after hydration, or set from the URL).
  return <LoanInformationStep key={`${String(amount)}/${String(period)}`} nextPath={FIRST_STEP[brand.flow]} />;
}
