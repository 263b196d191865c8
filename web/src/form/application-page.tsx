import { brand } from 'virtual:brand';
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
  return <LoanInformationStep nextPath={FIRST_STEP[brand.flow]} />;
}
