import type { CountryCode } from '../../../contract/country';

export interface Company {
  name: string;
  city: string;
}

/** Large real employers per country, for the employer-name search (the web app offers them as suggestions). */
export const COMPANIES: Readonly<Record<CountryCode, readonly Company[]>> = {
  VN: [
    { name: 'Tập đoàn Công nghiệp - Viễn thông Quân đội (Viettel)', city: 'Hà Nội' },
    { name: 'Tập đoàn Vingroup', city: 'Hà Nội' },
    { name: 'Công ty Cổ phần FPT', city: 'Hà Nội' },
    { name: 'Công ty Cổ phần Sữa Việt Nam (Vinamilk)', city: 'Thành phố Hồ Chí Minh' },
    { name: 'Tập đoàn Xăng dầu Việt Nam (Petrolimex)', city: 'Hà Nội' },
    { name: 'Tập đoàn Bưu chính Viễn thông Việt Nam (VNPT)', city: 'Hà Nội' },
    { name: 'Tập đoàn Hòa Phát', city: 'Hà Nội' },
    { name: 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)', city: 'Hà Nội' },
    { name: 'Công ty Cổ phần Đầu tư Thế Giới Di Động', city: 'Thành phố Hồ Chí Minh' },
    { name: 'Samsung Electronics Việt Nam', city: 'Bắc Ninh' },
    { name: 'Tổng Công ty Hàng không Việt Nam (Vietnam Airlines)', city: 'Hà Nội' },
  ],
  PL: [
    { name: 'ORLEN S.A.', city: 'Płock' },
    { name: 'PKO Bank Polski S.A.', city: 'Warszawa' },
    { name: 'Powszechny Zakład Ubezpieczeń S.A. (PZU)', city: 'Warszawa' },
    { name: 'LPP S.A.', city: 'Gdańsk' },
    { name: 'Jeronimo Martins Polska S.A. (Biedronka)', city: 'Kostrzyn' },
    { name: 'Allegro.eu', city: 'Poznań' },
    { name: 'KGHM Polska Miedź S.A.', city: 'Lubin' },
    { name: 'Poczta Polska S.A.', city: 'Warszawa' },
    { name: 'PGE Polska Grupa Energetyczna S.A.', city: 'Warszawa' },
    { name: 'Orange Polska S.A.', city: 'Warszawa' },
    { name: 'CD PROJEKT S.A.', city: 'Warszawa' },
  ],
  ES: [
    { name: 'Mercadona S.A.', city: 'Valencia' },
    { name: 'Industria de Diseño Textil S.A. (Inditex)', city: 'Arteixo' },
    { name: 'Telefónica S.A.', city: 'Madrid' },
    { name: 'Banco Santander S.A.', city: 'Santander' },
    { name: 'Banco Bilbao Vizcaya Argentaria S.A. (BBVA)', city: 'Bilbao' },
    { name: 'Iberdrola S.A.', city: 'Bilbao' },
    { name: 'El Corte Inglés S.A.', city: 'Madrid' },
    { name: 'Repsol S.A.', city: 'Madrid' },
    { name: 'Sociedad Estatal Correos y Telégrafos S.A.', city: 'Madrid' },
    { name: 'Renfe Operadora', city: 'Madrid' },
    { name: 'CaixaBank S.A.', city: 'Valencia' },
  ],
  DE: [
    { name: 'Volkswagen AG', city: 'Wolfsburg' },
    { name: 'Siemens AG', city: 'München' },
    { name: 'Deutsche Bahn AG', city: 'Berlin' },
    { name: 'Deutsche Post AG (DHL Group)', city: 'Bonn' },
    { name: 'Robert Bosch GmbH', city: 'Gerlingen' },
    { name: 'Bayerische Motoren Werke AG (BMW)', city: 'München' },
    { name: 'SAP SE', city: 'Walldorf' },
    { name: 'Allianz SE', city: 'München' },
    { name: 'Lidl Stiftung & Co. KG', city: 'Neckarsulm' },
    { name: 'ALDI SÜD', city: 'Mülheim an der Ruhr' },
    { name: 'Deutsche Telekom AG', city: 'Bonn' },
  ],
  MX: [
    { name: 'Petróleos Mexicanos (Pemex)', city: 'Ciudad de México' },
    { name: 'Comisión Federal de Electricidad (CFE)', city: 'Ciudad de México' },
    { name: 'Walmart de México S.A.B. de C.V.', city: 'Ciudad de México' },
    { name: 'América Móvil S.A.B. de C.V. (Telcel)', city: 'Ciudad de México' },
    { name: 'FEMSA (OXXO)', city: 'Monterrey' },
    { name: 'Grupo Bimbo S.A.B. de C.V.', city: 'Ciudad de México' },
    { name: 'CEMEX S.A.B. de C.V.', city: 'San Pedro Garza García' },
    { name: 'Grupo Modelo', city: 'Ciudad de México' },
    { name: 'Grupo Financiero Banorte', city: 'Monterrey' },
    { name: 'El Puerto de Liverpool S.A.B. de C.V.', city: 'Ciudad de México' },
  ],
  CO: [
    { name: 'Ecopetrol S.A.', city: 'Bogotá' },
    { name: 'Almacenes Éxito S.A.', city: 'Envigado' },
    { name: 'Bancolombia S.A.', city: 'Medellín' },
    { name: 'Avianca S.A.', city: 'Bogotá' },
    { name: 'Grupo Nutresa S.A.', city: 'Medellín' },
    { name: 'Grupo Argos S.A.', city: 'Medellín' },
    { name: 'Comunicación Celular S.A. (Claro Colombia)', city: 'Bogotá' },
    { name: 'Empresas Públicas de Medellín (EPM)', city: 'Medellín' },
    { name: 'Banco Davivienda S.A.', city: 'Bogotá' },
    { name: 'Alpina Productos Alimenticios S.A.', city: 'Sopó' },
  ],
  RO: [
    { name: 'Automobile Dacia S.A.', city: 'Mioveni' },
    { name: 'OMV Petrom S.A.', city: 'București' },
    { name: 'Banca Transilvania S.A.', city: 'Cluj-Napoca' },
    { name: 'Dedeman S.R.L.', city: 'Bacău' },
    { name: 'Dante International S.A. (eMAG)', city: 'București' },
    { name: 'Kaufland România', city: 'București' },
    { name: 'Orange România S.A.', city: 'București' },
    { name: 'S.P.E.E.H. Hidroelectrica S.A.', city: 'București' },
    { name: 'BRD - Groupe Société Générale S.A.', city: 'București' },
    { name: 'Compania Națională Poșta Română S.A.', city: 'București' },
  ],
  PH: [
    { name: 'SM Investments Corporation', city: 'Pasay' },
    { name: 'Ayala Corporation', city: 'Makati' },
    { name: 'Jollibee Foods Corporation', city: 'Pasig' },
    { name: 'San Miguel Corporation', city: 'Mandaluyong' },
    { name: 'PLDT Inc.', city: 'Makati' },
    { name: 'Globe Telecom, Inc.', city: 'Taguig' },
    { name: 'BDO Unibank, Inc.', city: 'Makati' },
    { name: 'Manila Electric Company (Meralco)', city: 'Pasig' },
    { name: 'Philippine Airlines, Inc.', city: 'Pasay' },
    { name: 'Robinsons Land Corporation', city: 'Quezon City' },
  ],
};

/** Lower case without accents, for matching what a person types. */
export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();
}

/** Employers whose name contains every word of the query (accents and case ignored), best first. */
export function searchCompanies(country: CountryCode, query: string, limit = 10): Company[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return COMPANIES[country]
    .map((company) => ({ company, folded: foldText(company.name) }))
    .filter(({ folded }) => words.every((w) => folded.includes(w)))
    .sort(
      (a, b) => Number(!a.folded.startsWith(words[0] ?? '')) - Number(!b.folded.startsWith(words[0] ?? '')),
    )
    .slice(0, limit)
    .map(({ company }) => company);
}
