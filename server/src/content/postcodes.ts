import type { CountryCode } from '../../../contract/country';

export interface Place {
  postcode: string;
  city: string;
  province: string;
  district?: string;
}

/**
 * A representative set of real postcodes per country (city centres and main post offices), enough for the
 * address lookup to be exercised end to end. Postcodes are stored normalised as validatePostcode gives them.
 */
export const POSTCODES: Readonly<Record<CountryCode, readonly Place[]>> = {
  VN: [
    { postcode: '10000', city: 'Hà Nội', province: 'Hà Nội', district: 'Hoàn Kiếm' },
    { postcode: '11311', city: 'Hà Nội', province: 'Hà Nội', district: 'Cầu Giấy' },
    { postcode: '11517', city: 'Hà Nội', province: 'Hà Nội', district: 'Đống Đa' },
    { postcode: '12053', city: 'Hà Nội', province: 'Hà Nội', district: 'Nam Từ Liêm' },
    {
      postcode: '70000',
      city: 'Thành phố Hồ Chí Minh',
      province: 'Thành phố Hồ Chí Minh',
      district: 'Quận 1',
    },
    { postcode: '50000', city: 'Đà Nẵng', province: 'Đà Nẵng', district: 'Hải Châu' },
    { postcode: '04000', city: 'Hải Phòng', province: 'Hải Phòng', district: 'Hồng Bàng' },
    { postcode: '94000', city: 'Cần Thơ', province: 'Cần Thơ', district: 'Ninh Kiều' },
    { postcode: '49000', city: 'Huế', province: 'Thừa Thiên Huế' },
    { postcode: '57000', city: 'Nha Trang', province: 'Khánh Hòa' },
    { postcode: '47816', city: 'Lệ Thủy', province: 'Quảng Bình', district: 'Lệ Thủy' },
  ],
  PL: [
    { postcode: '00-001', city: 'Warszawa', province: 'mazowieckie', district: 'Śródmieście' },
    { postcode: '31-042', city: 'Kraków', province: 'małopolskie', district: 'Stare Miasto' },
    { postcode: '90-001', city: 'Łódź', province: 'łódzkie' },
    { postcode: '50-001', city: 'Wrocław', province: 'dolnośląskie' },
    { postcode: '60-001', city: 'Poznań', province: 'wielkopolskie' },
    { postcode: '80-001', city: 'Gdańsk', province: 'pomorskie' },
    { postcode: '70-001', city: 'Szczecin', province: 'zachodniopomorskie' },
    { postcode: '20-001', city: 'Lublin', province: 'lubelskie' },
    { postcode: '40-001', city: 'Katowice', province: 'śląskie' },
    { postcode: '15-001', city: 'Białystok', province: 'podlaskie' },
  ],
  ES: [
    { postcode: '28013', city: 'Madrid', province: 'Madrid' },
    { postcode: '08001', city: 'Barcelona', province: 'Barcelona' },
    { postcode: '46001', city: 'Valencia', province: 'Valencia' },
    { postcode: '41001', city: 'Sevilla', province: 'Sevilla' },
    { postcode: '29001', city: 'Málaga', province: 'Málaga' },
    { postcode: '50001', city: 'Zaragoza', province: 'Zaragoza' },
    { postcode: '48001', city: 'Bilbao', province: 'Bizkaia' },
    { postcode: '15001', city: 'A Coruña', province: 'A Coruña' },
    { postcode: '30001', city: 'Murcia', province: 'Murcia' },
    { postcode: '07001', city: 'Palma', province: 'Illes Balears' },
    { postcode: '35001', city: 'Las Palmas de Gran Canaria', province: 'Las Palmas' },
  ],
  DE: [
    { postcode: '10115', city: 'Berlin', province: 'Berlin', district: 'Mitte' },
    { postcode: '20095', city: 'Hamburg', province: 'Hamburg' },
    { postcode: '80331', city: 'München', province: 'Bayern' },
    { postcode: '50667', city: 'Köln', province: 'Nordrhein-Westfalen' },
    { postcode: '60311', city: 'Frankfurt am Main', province: 'Hessen' },
    { postcode: '70173', city: 'Stuttgart', province: 'Baden-Württemberg' },
    { postcode: '40213', city: 'Düsseldorf', province: 'Nordrhein-Westfalen' },
    { postcode: '04109', city: 'Leipzig', province: 'Sachsen' },
    { postcode: '01067', city: 'Dresden', province: 'Sachsen' },
    { postcode: '28195', city: 'Bremen', province: 'Bremen' },
    { postcode: '30159', city: 'Hannover', province: 'Niedersachsen' },
  ],
  MX: [
    { postcode: '06000', city: 'Ciudad de México', province: 'Ciudad de México', district: 'Cuauhtémoc' },
    { postcode: '44100', city: 'Guadalajara', province: 'Jalisco' },
    { postcode: '64000', city: 'Monterrey', province: 'Nuevo León' },
    { postcode: '72000', city: 'Puebla', province: 'Puebla' },
    { postcode: '76000', city: 'Santiago de Querétaro', province: 'Querétaro' },
    { postcode: '97000', city: 'Mérida', province: 'Yucatán' },
    { postcode: '22000', city: 'Tijuana', province: 'Baja California' },
    { postcode: '37000', city: 'León', province: 'Guanajuato' },
    { postcode: '20000', city: 'Aguascalientes', province: 'Aguascalientes' },
    { postcode: '77500', city: 'Cancún', province: 'Quintana Roo', district: 'Benito Juárez' },
  ],
  CO: [
    { postcode: '110111', city: 'Bogotá', province: 'Bogotá D.C.' },
    { postcode: '050001', city: 'Medellín', province: 'Antioquia' },
    { postcode: '760001', city: 'Cali', province: 'Valle del Cauca' },
    { postcode: '080001', city: 'Barranquilla', province: 'Atlántico' },
    { postcode: '130001', city: 'Cartagena de Indias', province: 'Bolívar' },
    { postcode: '680001', city: 'Bucaramanga', province: 'Santander' },
    { postcode: '660001', city: 'Pereira', province: 'Risaralda' },
    { postcode: '170001', city: 'Manizales', province: 'Caldas' },
    { postcode: '540001', city: 'Cúcuta', province: 'Norte de Santander' },
    { postcode: '470001', city: 'Santa Marta', province: 'Magdalena' },
  ],
  RO: [
    { postcode: '010011', city: 'București', province: 'București', district: 'Sector 1' },
    { postcode: '400001', city: 'Cluj-Napoca', province: 'Cluj' },
    { postcode: '300001', city: 'Timișoara', province: 'Timiș' },
    { postcode: '700001', city: 'Iași', province: 'Iași' },
    { postcode: '900001', city: 'Constanța', province: 'Constanța' },
    { postcode: '500001', city: 'Brașov', province: 'Brașov' },
    { postcode: '200001', city: 'Craiova', province: 'Dolj' },
    { postcode: '800001', city: 'Galați', province: 'Galați' },
    { postcode: '410001', city: 'Oradea', province: 'Bihor' },
    { postcode: '550001', city: 'Sibiu', province: 'Sibiu' },
    { postcode: '100001', city: 'Ploiești', province: 'Prahova' },
  ],
  PH: [
    { postcode: '1000', city: 'Manila', province: 'Metro Manila', district: 'Ermita' },
    { postcode: '1100', city: 'Quezon City', province: 'Metro Manila' },
    { postcode: '1200', city: 'Makati', province: 'Metro Manila' },
    { postcode: '1600', city: 'Pasig', province: 'Metro Manila' },
    { postcode: '1634', city: 'Taguig', province: 'Metro Manila', district: 'Bonifacio Global City' },
    { postcode: '6000', city: 'Cebu City', province: 'Cebu' },
    { postcode: '8000', city: 'Davao City', province: 'Davao del Sur' },
    { postcode: '5000', city: 'Iloilo City', province: 'Iloilo' },
    { postcode: '2600', city: 'Baguio', province: 'Benguet' },
    { postcode: '9000', city: 'Cagayan de Oro', province: 'Misamis Oriental' },
    { postcode: '6100', city: 'Bacolod', province: 'Negros Occidental' },
  ],
};
