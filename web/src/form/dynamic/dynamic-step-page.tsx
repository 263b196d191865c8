import { useEffect, useMemo } from 'react';
import { brand } from 'virtual:brand';
import { dynamicPagePaths } from '../../../../contract/dynamic-stages';
import { useAppSelector } from '../../app/hooks';
import { useNavigate } from '../../lib/router';
import { reachableStep } from '../step/reachability';
import type { FlowStep } from '../step/flow-step';
import { StepPage } from '../step/step-page';
import { selectDynamicPages } from '../dynamic-pages-slice';

/**
 * A page of the dynamic form (behaviour §2 "Dynamic-form flow (v3)"): the pages that exist so far come from the
 * dynamicPages state (the initial page, then those the server asked for). A step path that is not a page yet
 * (an old bookmark, a typed address) shows the page the person has reached instead. After the last page comes the
 * review (review-page.tsx).
 */
export function DynamicStepPage({ path }: { path: string }) {
  const navigate = useNavigate();
  const pages = useAppSelector(selectDynamicPages);
  const steps = useMemo<FlowStep[]>(
    () => pages.map((p) => ({ path: `/${p.path}`, dataPoints: p.dataPoints })),
    [pages],
  );
  const application = useAppSelector((s) => s.leadApplication.applicationData);
  const index = steps.findIndex((s) => s.path === path);
  // The pages so far and those the answers may still bring, then the review: "Step 3 of 7", a total that only
  // shrinks as answers rule pages out (docs/decisions/0025).
  const total = useMemo(
    () => new Set([...pages.map((p) => p.path), ...dynamicPagePaths(brand.country, application)]).size + 1,
    [pages, application],
  );

  useEffect(() => {
    if (index === -1) navigate(steps[reachableStep(steps, application)]!.path, { replace: true });
  }, [index, steps, application, navigate]);

  if (index === -1) return null;
  return <StepPage key={path} steps={steps} index={index} kind="dynamic" total={total} />;
}
