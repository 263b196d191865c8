import { dataPoints, getIn, isAsked } from '../contract/data-points';
import type { BrandId } from '../brands/schema';
import { brandConfig } from './fixtures';

/** A person of one country, in its language, as the journeys answer for them. */
export type Person = {
  first: string;
  last: string;
  second?: string;
  dob: [string, string, string];
  gender: 'female' | 'male';
  /** National id as typed, and as stored when the server keeps it another way (PH TIN without dashes). */
  id: string;
  idStored?: string;
  phone: string;
  postcode: string;
  city: string;
  province: string;
  street: string;
  /** The door or flat as people there write it (Spain: "3º izq.", the ordinal sign and a full stop); 4A elsewhere. */
  flat?: string;
  bank: string;
  income: string;
  expenses: string;
  reference: string;
};

/** A person per country whose national id agrees with the date of birth and sex it encodes. */
const PEOPLE: Record<string, Person> = {
  ES: { first: 'Lucía', last: 'Pérez', second: 'Gómez', dob: ['15', '05', '1990'], gender: 'female', id: '54362315K', phone: '612345678', postcode: '28013', city: 'Madrid', province: 'Madrid', street: 'Calle de Alcalá', flat: '3º izq.', bank: 'ES9121000418450200051332', income: '1800', expenses: '400', reference: 'Carmen Ruiz' },
  MX: { first: 'Jorge', last: 'Hernández', second: 'López', dob: ['20', '08', '1931'], gender: 'male', id: 'BOXW310820HNERXN09', phone: '5512345678', postcode: '06600', city: 'Ciudad de México', province: 'Ciudad de México', street: 'Avenida Juárez', bank: '002010077777777771', income: '15000', expenses: '3000', reference: 'María Torres' },
  CO: { first: 'Valentina', last: 'Rodríguez', second: 'Martínez', dob: ['15', '05', '1990'], gender: 'female', id: '1234567890', phone: '3001234567', postcode: '110111', city: 'Bogotá', province: 'Cundinamarca', street: 'Carrera Séptima', bank: '1234567890', income: '3000000', expenses: '500000', reference: 'Andrés Gómez' },
  PL: { first: 'Łukasz', last: 'Nowak-Kowalski', dob: ['14', '05', '1944'], gender: 'male', id: '44051401359', phone: '512345678', postcode: '00-950', city: 'Warszawa', province: 'mazowieckie', street: 'ul. Marszałkowska', bank: 'PL61109010140000071219812874', income: '6500', expenses: '1200', reference: 'Anna Wiśniewska' },
  RO: { first: 'Ștefan', last: 'Popescu', dob: ['15', '06', '1963'], gender: 'male', id: '1630615123457', phone: '0712345678', postcode: '010011', city: 'București', province: 'București', street: 'Strada Lipscani', bank: 'RO49AAAA1B31007593840000', income: '5200', expenses: '900', reference: 'Ioana Ionescu' },
  PH: { first: 'Maria', last: 'Dela Cruz', dob: ['15', '05', '1990'], gender: 'female', id: '123-456-789-000', idStored: '123456789000', phone: '09171234567', postcode: '1000', city: 'Manila', province: 'Metro Manila', street: 'Rizal Avenue', bank: '1234567890', income: '35000', expenses: '6000', reference: 'Jose Santos' },
  VN: { first: 'An', last: 'Nguyen', dob: ['15', '05', '1990'], gender: 'female', id: '001090012345', phone: '0912345678', postcode: '10000', city: 'Hà Nội', province: 'Hà Nội', street: 'Phố Tràng Tiền', bank: '1234567890', income: '25000000', expenses: '6000000', reference: 'Trần Thị Bình' },
  DE: { first: 'Lena', last: 'Schmidt', dob: ['15', '05', '1990'], gender: 'female', id: '36574261809', phone: '015123456789', postcode: '10115', city: 'Berlin', province: 'Berlin', street: 'Friedrichstraße', bank: 'DE89370400440532013000', income: '2800', expenses: '900', reference: 'Jonas Weber' },
};

/** The person of the brand's country. */
export function personOf(brand: BrandId): Person {
  const person = PEOPLE[brandConfig(brand).country];
  if (!person) throw new Error(`no person for ${brand}'s country`);
  return person;
}

/** The first page's answers of a person of the brand's country, as the API takes them. */
export function apiApplicant(brand: BrandId) {
  const { first, last, dob, phone } = personOf(brand);
  const [day, month, year] = dob;
  return { firstName: first, lastName: last, dateOfBirth: `${year}-${month}-${day}`, phoneNumber: phone };
}

/** One answer: how a person gives it (typed, a date, an option chosen, boxes ticked) and what the lead stores. */
export type Answer =
  | { how: 'type'; value: string; stored: unknown }
  | { how: 'date'; day: string; month: string; year: string; stored: string }
  | { how: 'choose'; value: string; stored: unknown }
  | { how: 'tick'; stored: boolean };

/** Answers by data-point id. */
export type Answers = Record<string, Answer>;

/** An answer typed, and what the lead stores for it (the same text unless said). */
export const typed = (value: string, stored: unknown = value): Answer => ({ how: 'type', value, stored });
/** A choice, and what the lead stores for it (the value itself unless said: a yes/no radio stores a boolean). */
export const chosen = (value: string, stored: unknown = value): Answer => ({ how: 'choose', value, stored });

/**
 * Every answer of a classic brand's steps, optional ones included (a careful person fills in everything), and
 * the value the lead stores for each at the data point's path. A data point without an answer here throws, so a
 * step that gains a question fails the journeys until they learn to answer it.
 */
export function answersFor(brand: BrandId, email: string): Answers {
  const p = personOf(brand);
  const [day, month, year] = p.dob;
  const all: Answers = {
    'first-name': typed(p.first),
    'last-name': typed(p.last),
    ...(p.second ? { 'second-last-name': typed(p.second) } : {}),
    'date-of-birth': { how: 'date', day, month, year, stored: `${year}-${month}-${day}` },
    gender: chosen(p.gender),
    'personal-code': typed(p.id, p.idStored ?? p.id),
    email: typed(email, email.toLowerCase()),
    'phone-number': typed(p.phone),
    'postal-code': typed(p.postcode),
    city: typed(p.city),
    province: typed(p.province),
    street: typed(p.street),
    'house-number': typed('12B'),
    'flat-number': typed(p.flat ?? '4A'),
    'marketing-consents': { how: 'tick', stored: true },
    'general-policies': { how: 'tick', stored: true },
    'monthly-income': typed(p.income, Number(p.income)),
    'income-source': chosen('full-time-employment'),
    'employer-name': typed('Acme Foods S.A.'),
    'income-payday': chosen('days-8-14'),
    'bank-account': typed(p.bank),
    'loan-purpose': chosen('bills'),
    'marital-status': chosen('married'),
    dependants: typed('2', 2),
    'housing-tenure': chosen('tenant-private'),
    'monthly-expenses': typed(p.expenses, Number(p.expenses)),
    'reference-type': chosen('parent'),
    'reference-name': typed(p.reference),
    'reference-phone-number': typed(p.phone.replace(/\d$/, '9')),
  };
  for (const step of brandConfig(brand).steps)
    for (const id of step.dataPoints) if (!all[id]) throw new Error(`${brand}: the journey has no answer for ${id}`);
  return all;
}

/** The data points of a step the person is asked, given the answers (the employer only of the employed). */
export function askedOn(step: { dataPoints: readonly string[] }, answers: Answers): string[] {
  const values = Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, 'value' in a ? a.value : a.stored]));
  return step.dataPoints.filter((id) => isAsked(id, values));
}

/** What the lead holds for these data points, read through each data point's path in the lead. */
export function storedValues(lead: unknown, ids: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(ids.map((id) => [id, getIn(lead, dataPoints[id]!.path)]));
}

/** What the lead must hold for these data points. */
export function expectedValues(ids: readonly string[], answers: Answers): Record<string, unknown> {
  return Object.fromEntries(ids.map((id) => [id, answers[id]!.stored]));
}

/**
 * What a step's draft holds for these answers (dates and ticks as stored, the rest as typed). A step with the
 * policies block keeps its ticks as the list of policy ids (`policies`): pass them as `policies`.
 */
export function draftValues(ids: readonly string[], answers: Answers, policies?: readonly string[]): Record<string, unknown> {
  const inBlock = ids.includes('general-policies') ? new Set(['general-policies', 'marketing-consents']) : new Set();
  const fields = Object.fromEntries(
    ids.filter((id) => !inBlock.has(id)).map((id) => {
      const a = answers[id]!;
      return [id, a.how === 'date' || a.how === 'tick' ? a.stored : a.value];
    }),
  );
  return policies ? { ...fields, policies } : fields;
}
