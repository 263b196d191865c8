import type { LocaleId } from '../../../brands/schema';
import type { ConsentKind } from '../../../contract/consents';

interface Text {
  title: string;
  /** One sentence of what is agreed to: the box's description, read with it. */
  summary: string;
  /** The full text, behind a disclosure. */
  text: string;
}

/**
 * The consents a lender asks for after the offer, per locale (docs/decisions/0030-offer-consents.md). `{lender}`
 * is the lender's name, filled in when answered. Each text is what the person agrees to; its version is in
 * consents.ts and must be bumped whenever a text changes in any locale.
 */
export const CONSENT_TEXTS: Readonly<Record<LocaleId, Readonly<Record<ConsentKind, Text>>>> = {
  en: {
    'data-sharing': {
      title: 'Sharing my application with {lender}',
      summary: 'Your application details go to {lender} so it can assess your loan.',
      text: 'I agree that my application, including my identity, contact, income and expense details, is passed to {lender}, which processes it as an independent controller to assess my loan application, verify my identity and prevent fraud. {lender} keeps my data only as long as the law requires, and I can ask it to show, correct or delete my data at any time.',
    },
    'credit-check': {
      title: 'Credit check with credit bureaus',
      summary: '{lender} may check your credit history with credit bureaus.',
      text: 'I authorise {lender} to obtain my credit report from one or more credit bureaus and to record the search, to assess whether I can repay the loan. Other lenders may see the search for a limited time. If the loan is granted, {lender} may report how I repay it to those bureaus.',
    },
    'electronic-communication': {
      title: 'Documents and notices by email',
      summary: 'Your contract and legal notices are sent by email instead of on paper.',
      text: 'I agree to receive the loan offer, the pre-contractual information, the contract and any legal notice from {lender} electronically, by email or in my online account, instead of on paper. I can ask for a paper copy at any time, free of charge.',
    },
    'lender-marketing': {
      title: 'Offers from {lender}',
      summary: "Offers of {lender}'s own products by email and text message. You can withdraw at any time.",
      text: 'I agree that {lender} may send me offers of its own financial products by email and text message. This is not needed for my loan. I can withdraw this consent at any time with the link in each message or by contacting {lender}.',
    },
  },
  es: {
    'data-sharing': {
      title: 'Comunicación de mi solicitud a {lender}',
      summary: 'Los datos de su solicitud se comunican a {lender} para que estudie su préstamo.',
      text: 'Acepto que mi solicitud, incluidos mis datos de identidad, contacto, ingresos y gastos, se comunique a {lender}, que la tratará como responsable independiente para estudiar mi solicitud de préstamo, verificar mi identidad y prevenir el fraude. {lender} conservará mis datos solo durante el plazo que exija la ley y puedo ejercer ante ella en cualquier momento mis derechos de acceso, rectificación y supresión.',
    },
    'credit-check': {
      title: 'Consulta a ficheros de solvencia',
      summary: '{lender} puede consultar su historial de crédito en ficheros de solvencia.',
      text: 'Autorizo a {lender} a consultar mis datos en uno o varios ficheros de solvencia patrimonial y crédito y a dejar constancia de la consulta, para valorar si puedo devolver el préstamo. Otras entidades pueden ver la consulta durante un tiempo limitado. Si se concede el préstamo, {lender} podrá informar a esos ficheros de cómo lo devuelvo.',
    },
    'electronic-communication': {
      title: 'Documentos y avisos por correo electrónico',
      summary: 'Recibirá el contrato y los avisos legales por correo electrónico en lugar de en papel.',
      text: 'Acepto recibir de {lender} la oferta, la información precontractual, el contrato y cualquier aviso legal en formato electrónico, por correo electrónico o en mi área de cliente, en lugar de en papel. Puedo pedir una copia en papel en cualquier momento y sin coste.',
    },
    'lender-marketing': {
      title: 'Ofertas de {lender}',
      summary:
        'Ofertas de productos propios de {lender} por correo electrónico y SMS. Puede retirar su consentimiento cuando quiera.',
      text: 'Acepto que {lender} me envíe ofertas de sus propios productos financieros por correo electrónico y SMS. No es necesario para mi préstamo. Puedo retirar este consentimiento en cualquier momento desde el enlace de cada mensaje o contactando con {lender}.',
    },
  },
  mx: {
    'data-sharing': {
      title: 'Transferencia de mi solicitud a {lender}',
      summary: 'Los datos de su solicitud se transfieren a {lender} para que evalúe su crédito.',
      text: 'Acepto que mi solicitud, incluidos mis datos de identificación, contacto, ingresos y gastos, se transfiera a {lender}, que la tratará como responsable para evaluar mi solicitud de crédito, verificar mi identidad y prevenir fraudes. Puedo ejercer ante {lender} en cualquier momento mis derechos ARCO de acceso, rectificación, cancelación y oposición.',
    },
    'credit-check': {
      title: 'Consulta en sociedades de información crediticia',
      summary: '{lender} puede consultar su historial en Buró de Crédito y Círculo de Crédito.',
      text: 'Autorizo a {lender} a consultar mi historial crediticio en las sociedades de información crediticia, como Buró de Crédito o Círculo de Crédito, para evaluar si puedo pagar el crédito. Esta autorización es válida por tres años y mientras mantenga una relación jurídica con {lender}. Si se otorga el crédito, {lender} podrá reportar mis pagos a dichas sociedades.',
    },
    'electronic-communication': {
      title: 'Documentos y avisos por medios electrónicos',
      summary: 'Recibirá su contrato y los avisos legales por correo electrónico, no en papel.',
      text: 'Acepto recibir de {lender} la oferta, el contrato, los estados de cuenta y cualquier aviso legal por medios electrónicos, por correo electrónico o en mi portal de cliente, en lugar de en papel. Puedo solicitar una copia impresa en cualquier momento sin costo.',
    },
    'lender-marketing': {
      title: 'Promociones de {lender}',
      summary:
        'Promociones de productos de {lender} por correo electrónico y SMS. Puede cancelarlas cuando quiera.',
      text: 'Acepto que {lender} me envíe promociones de sus propios productos financieros por correo electrónico y SMS. No es necesario para mi crédito. Puedo revocar este consentimiento en cualquier momento con el enlace de cada mensaje o comunicándome con {lender}.',
    },
  },
  co: {
    'data-sharing': {
      title: 'Transmisión de mi solicitud a {lender}',
      summary: 'Los datos de su solicitud se transmiten a {lender} para que estudie su crédito.',
      text: 'Autorizo que mi solicitud, incluidos mis datos de identificación, contacto, ingresos y gastos, se transmita a {lender}, que la tratará como responsable para estudiar mi solicitud de crédito, verificar mi identidad y prevenir el fraude. Puedo conocer, actualizar, rectificar y suprimir mis datos ante {lender}, conforme a la Ley 1581 de 2012.',
    },
    'credit-check': {
      title: 'Consulta y reporte en centrales de riesgo',
      summary: '{lender} puede consultar su historial en las centrales de riesgo.',
      text: 'Autorizo a {lender} a consultar mi comportamiento crediticio en las centrales de riesgo, como DataCrédito Experian o TransUnion, para evaluar si puedo pagar el crédito. Si se otorga el crédito, {lender} podrá reportar el cumplimiento de mis pagos, con aviso previo, conforme a la Ley 1266 de 2008.',
    },
    'electronic-communication': {
      title: 'Documentos y avisos por medios electrónicos',
      summary: 'Recibirá su contrato y los avisos legales por correo electrónico, no en papel.',
      text: 'Acepto recibir de {lender} la oferta, el contrato, los extractos y cualquier aviso legal por medios electrónicos, por correo electrónico o en mi portal de cliente, en lugar de en papel. Puedo pedir una copia impresa en cualquier momento sin costo.',
    },
    'lender-marketing': {
      title: 'Ofertas de {lender}',
      summary:
        'Ofertas de productos de {lender} por correo electrónico y mensaje de texto. Puede retirar su autorización cuando quiera.',
      text: 'Autorizo que {lender} me envíe ofertas de sus propios productos financieros por correo electrónico y mensaje de texto. No es necesario para mi crédito. Puedo revocar esta autorización en cualquier momento con el enlace de cada mensaje o comunicándome con {lender}.',
    },
  },
  pl: {
    'data-sharing': {
      title: 'Przekazanie mojego wniosku pożyczkodawcy {lender}',
      summary: 'Dane z wniosku przekażemy pożyczkodawcy {lender}, który oceni Twoją pożyczkę.',
      text: 'Wyrażam zgodę na przekazanie mojego wniosku, w tym danych identyfikacyjnych, kontaktowych oraz o dochodach i wydatkach, pożyczkodawcy {lender}, który będzie je przetwarzał jako odrębny administrator w celu oceny wniosku o pożyczkę, weryfikacji tożsamości i zapobiegania oszustwom. W każdej chwili mogę żądać od {lender} dostępu do moich danych, ich sprostowania lub usunięcia.',
    },
    'credit-check': {
      title: 'Sprawdzenie w biurach informacji kredytowej',
      summary: '{lender} może sprawdzić Twoją historię kredytową w BIK i biurach informacji gospodarczej.',
      text: 'Upoważniam {lender} do pozyskania informacji o mojej historii kredytowej z Biura Informacji Kredytowej S.A. oraz z biur informacji gospodarczej w celu oceny mojej zdolności kredytowej. Zapytanie może być przez pewien czas widoczne dla innych pożyczkodawców. Jeśli pożyczka zostanie udzielona, {lender} może przekazywać tym biurom informacje o jej spłacie.',
    },
    'electronic-communication': {
      title: 'Dokumenty i powiadomienia e-mailem',
      summary: 'Umowę i informacje prawne otrzymasz e-mailem zamiast w wersji papierowej.',
      text: 'Wyrażam zgodę na otrzymywanie od {lender} oferty, formularza informacyjnego, umowy i wszelkich powiadomień prawnych w formie elektronicznej, e-mailem lub w panelu klienta, zamiast w wersji papierowej. W każdej chwili mogę bezpłatnie poprosić o kopię papierową.',
    },
    'lender-marketing': {
      title: 'Oferty od {lender}',
      summary: 'Oferty produktów {lender} e-mailem i SMS-em. Zgodę możesz wycofać w każdej chwili.',
      text: 'Wyrażam zgodę na przesyłanie mi przez {lender} ofert jego własnych produktów finansowych e-mailem i SMS-em. Ta zgoda nie jest potrzebna do udzielenia pożyczki. Mogę ją wycofać w każdej chwili, korzystając z linku w każdej wiadomości lub kontaktując się z {lender}.',
    },
  },
  ro: {
    'data-sharing': {
      title: 'Transmiterea cererii mele către {lender}',
      summary: 'Datele din cererea dumneavoastră sunt transmise către {lender} pentru analiza creditului.',
      text: 'Sunt de acord ca cererea mea, inclusiv datele de identificare, de contact, veniturile și cheltuielile, să fie transmisă către {lender}, care o va prelucra ca operator independent pentru a analiza cererea de credit, a-mi verifica identitatea și a preveni frauda. Pot solicita oricând de la {lender} accesul la datele mele, rectificarea sau ștergerea lor.',
    },
    'credit-check': {
      title: 'Verificarea la Biroul de Credit',
      summary: '{lender} poate verifica istoricul dumneavoastră de credit la Biroul de Credit.',
      text: 'Autorizez {lender} să consulte informațiile despre mine înregistrate la Biroul de Credit și în Centrala Riscului de Credit a BNR, pentru a evalua dacă pot rambursa creditul. Interogarea poate fi vizibilă altor creditori pentru o perioadă limitată. Dacă creditul este acordat, {lender} poate raporta acestor instituții modul în care îl rambursez.',
    },
    'electronic-communication': {
      title: 'Documente și notificări prin e-mail',
      summary: 'Contractul și notificările legale vă sunt trimise prin e-mail, nu pe hârtie.',
      text: 'Sunt de acord să primesc de la {lender} oferta, informațiile precontractuale, contractul și orice notificare legală în format electronic, prin e-mail sau în contul meu online, în loc de hârtie. Pot cere oricând, gratuit, o copie pe hârtie.',
    },
    'lender-marketing': {
      title: 'Oferte de la {lender}',
      summary: 'Oferte pentru produsele {lender} prin e-mail și SMS. Vă puteți retrage acordul oricând.',
      text: 'Sunt de acord ca {lender} să îmi trimită oferte pentru propriile produse financiare prin e-mail și SMS. Acest acord nu este necesar pentru credit. Îl pot retrage oricând prin linkul din fiecare mesaj sau contactând {lender}.',
    },
  },
  vn: {
    'data-sharing': {
      title: 'Chuyển hồ sơ vay của tôi cho {lender}',
      summary: 'Thông tin hồ sơ của bạn được chuyển cho {lender} để thẩm định khoản vay.',
      text: 'Tôi đồng ý để hồ sơ vay của tôi, bao gồm thông tin nhận dạng, liên hệ, thu nhập và chi tiêu, được chuyển cho {lender}. {lender} xử lý dữ liệu này với tư cách bên kiểm soát độc lập để thẩm định hồ sơ vay, xác minh danh tính và phòng chống gian lận. Tôi có quyền yêu cầu {lender} cho xem, chỉnh sửa hoặc xóa dữ liệu của tôi bất cứ lúc nào.',
    },
    'credit-check': {
      title: 'Tra cứu thông tin tín dụng',
      summary: '{lender} có thể tra cứu lịch sử tín dụng của bạn tại CIC và các công ty thông tin tín dụng.',
      text: 'Tôi đồng ý để {lender} tra cứu thông tin tín dụng của tôi tại Trung tâm Thông tin Tín dụng Quốc gia Việt Nam (CIC) và các công ty thông tin tín dụng được cấp phép, nhằm đánh giá khả năng trả nợ. Nếu khoản vay được giải ngân, {lender} có thể báo cáo tình hình trả nợ của tôi cho các tổ chức này.',
    },
    'electronic-communication': {
      title: 'Nhận tài liệu và thông báo qua email',
      summary: 'Hợp đồng và các thông báo pháp lý được gửi cho bạn qua email thay vì bản giấy.',
      text: 'Tôi đồng ý nhận từ {lender} đề nghị vay, thông tin trước khi giao kết, hợp đồng và mọi thông báo pháp lý dưới dạng điện tử, qua email hoặc tài khoản trực tuyến, thay vì bản giấy. Tôi có thể yêu cầu bản giấy miễn phí bất cứ lúc nào.',
    },
    'lender-marketing': {
      title: 'Ưu đãi từ {lender}',
      summary:
        'Ưu đãi về sản phẩm của {lender} qua email và tin nhắn SMS. Bạn có thể rút lại bất cứ lúc nào.',
      text: 'Tôi đồng ý để {lender} gửi cho tôi ưu đãi về các sản phẩm tài chính của chính họ qua email và tin nhắn SMS. Sự đồng ý này không bắt buộc để được vay. Tôi có thể rút lại bất cứ lúc nào qua đường dẫn trong mỗi tin nhắn hoặc bằng cách liên hệ {lender}.',
    },
  },
  de: {
    'data-sharing': {
      title: 'Weitergabe meines Antrags an {lender}',
      summary: 'Ihre Antragsdaten gehen an {lender}, damit Ihr Kredit geprüft werden kann.',
      text: 'Ich willige ein, dass mein Antrag einschließlich meiner Identitäts-, Kontakt-, Einkommens- und Ausgabendaten an {lender} übermittelt wird. {lender} verarbeitet ihn als eigenständig Verantwortlicher, um meinen Kreditantrag zu prüfen, meine Identität zu bestätigen und Betrug zu verhindern. Ich kann von {lender} jederzeit Auskunft, Berichtigung oder Löschung meiner Daten verlangen.',
    },
    'credit-check': {
      title: 'Bonitätsprüfung bei Auskunfteien',
      summary: '{lender} darf Ihre Bonität bei der SCHUFA und anderen Auskunfteien prüfen.',
      text: 'Ich willige ein, dass {lender} Auskünfte über mich bei der SCHUFA Holding AG und anderen Auskunfteien einholt, um meine Kreditwürdigkeit zu prüfen. Die Anfrage kann für andere Kreditgeber eine begrenzte Zeit sichtbar sein. Wird der Kredit gewährt, darf {lender} Daten über seine Aufnahme und Rückzahlung an diese Auskunfteien melden.',
    },
    'electronic-communication': {
      title: 'Unterlagen und Mitteilungen per E-Mail',
      summary: 'Vertrag und rechtliche Mitteilungen erhalten Sie per E-Mail statt auf Papier.',
      text: 'Ich bin damit einverstanden, das Angebot, die vorvertraglichen Informationen, den Vertrag und alle rechtlichen Mitteilungen von {lender} elektronisch per E-Mail oder im Kundenkonto statt auf Papier zu erhalten. Eine Papierkopie kann ich jederzeit kostenlos anfordern.',
    },
    'lender-marketing': {
      title: 'Angebote von {lender}',
      summary: 'Angebote zu Produkten von {lender} per E-Mail und SMS. Sie können jederzeit widerrufen.',
      text: 'Ich willige ein, dass {lender} mir Angebote zu eigenen Finanzprodukten per E-Mail und SMS sendet. Diese Einwilligung ist für den Kredit nicht erforderlich. Ich kann sie jederzeit über den Link in jeder Nachricht oder gegenüber {lender} widerrufen.',
    },
  },
  ph: {
    'data-sharing': {
      title: 'Sharing my application with {lender}',
      summary: 'Your application details are shared with {lender} so it can evaluate your loan.',
      text: 'I consent to my application, including my identity, contact, income and expense details, being shared with {lender}, which will process it as a personal information controller to evaluate my loan application, verify my identity and prevent fraud, under the Data Privacy Act of 2012. I may ask {lender} at any time to access, correct or erase my data.',
    },
    'credit-check': {
      title: 'Credit check with the CIC and credit bureaus',
      summary:
        '{lender} may check your credit history with the Credit Information Corporation and credit bureaus.',
      text: 'I authorise {lender} to obtain my credit information from the Credit Information Corporation (CIC) and accredited credit bureaus, to evaluate whether I can repay the loan. If the loan is released, {lender} may submit my payment records to the CIC as the Credit Information System Act requires.',
    },
    'electronic-communication': {
      title: 'Documents and notices by email',
      summary: 'Your contract and legal notices will be sent by email instead of on paper.',
      text: 'I agree to receive the loan offer, the disclosure statement, the contract and any legal notice from {lender} electronically, by email or in my online account, instead of on paper. I may request a printed copy at any time at no cost.',
    },
    'lender-marketing': {
      title: 'Promos from {lender}',
      summary: "Promos of {lender}'s own products by email and SMS. You may withdraw anytime.",
      text: 'I agree that {lender} may send me promos of its own financial products by email and SMS. This is not required for my loan. I may withdraw this consent anytime through the link in each message or by contacting {lender}.',
    },
  },
};
