import { useEffect, useMemo } from 'react';
import { brand } from 'virtual:brand';
import { countedPages } from '../../../../contract/dynamic-stages';
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
  // Every page the form may ask, then the review: "Step 6 of 9", a total that never changes; a page an answer
  // rules out keeps its number (docs/decisions/0008).
  const counted = useMemo(() => countedPages(brand.country, pages.map((p) => p.path)), [pages]);

  useEffect(() => {
    if (index === -1) navigate(steps[reachableStep(steps, application)]!.path, { replace: true });
  }, [index, steps, application, navigate]);

  if (index === -1) return null;
  return (
    <StepPage
      key={path}
      steps={steps}
      index={index}
      kind="dynamic"
      number={counted.indexOf(path.slice(1)) + 1}
      total={counted.length + 1}
    />
  );
}
