/** The one data-point catalogue (docs/architecture.md): every lead field of behaviour §3 a person fills in. */
import { applicantDataPoints } from './applicant';
import { circumstancesDataPoints } from './circumstances';
import { financesDataPoints } from './finances';
import type { DataPoint } from './types';

/** All entries, in lead order (loan, personal, contact, consents, income, expenses, other, employer, reference). */
export const dataPointList: readonly DataPoint[] = [
  ...applicantDataPoints,
  ...financesDataPoints,
  ...circumstancesDataPoints,
];

export const dataPoints: Readonly<Record<string, DataPoint>> = Object.freeze(
  Object.fromEntries(dataPointList.map((p) => [p.id, p])),
);

const byPath: ReadonlyMap<string, DataPoint> = new Map(dataPointList.map((p) => [p.path, p]));

export const dataPointByPath = (path: string): DataPoint | undefined => byPath.get(path);
