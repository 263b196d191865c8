import type { LocaleId } from '../../../brands/schema';
import type { POLICY_KINDS } from '../../../contract/api-answers';

export type PolicyKind = (typeof POLICY_KINDS)[number];

interface Text {
  title: string;
  /** One sentence or two of what is accepted: the box's description, read with it. */
  summary: string;
  /** The full text, behind a disclosure. */
  text: string;
}

/**
 * Short policy texts per locale. `{brand}` is the brand's display name and `{law}` the country's data
 * protection law, filled in when answered. Real brands publish their full texts at brand.termsPath and
 * brand.privacyPath; these are the summaries an applicant accepts in the form.
 */
export const POLICY_TEXTS: Readonly<Record<LocaleId, Readonly<Record<PolicyKind, Text>>>> = {
  en: {
    'general-terms': {
      title: 'General terms of the service',
      summary:
        'We pass your application to lenders. You confirm your details are true and you are 18 or over.',
      text: '{brand} is a free service that passes your loan application to lenders who may make you an offer. We are not a lender and do not decide on loans. By continuing you confirm that the information you give is true and complete and that you are at least 18 years old.',
    },
    privacy: {
      title: 'Privacy policy',
      summary: 'Your data is used for your application and shared only with lenders and credit bureaus.',
      text: '{brand} processes your personal data to assess and pass on your loan application, to prevent fraud and to meet legal duties, under the {law}. Your data is shared only with the lenders and credit bureaus needed for your application. You may ask to see, correct or delete your data at any time.',
    },
    marketing: {
      title: 'Marketing consent',
      summary: 'Offers by email, text message and phone. You can withdraw at any time.',
      text: 'I agree that {brand} may send me offers of financial products by email, text message and phone. I can withdraw this consent at any time with the link in each message.',
    },
  },
  es: {
    'general-terms': {
      title: 'Condiciones generales del servicio',
      summary:
        'Enviamos su solicitud a entidades de préstamo. Confirma que sus datos son ciertos y que es mayor de edad.',
      text: '{brand} es un servicio gratuito que envía su solicitud de préstamo a entidades que pueden hacerle una oferta. No somos prestamistas ni decidimos sobre los préstamos. Al continuar, confirma que los datos que facilita son verdaderos y completos y que es mayor de 18 años.',
    },
    privacy: {
      title: 'Política de privacidad',
      summary:
        'Usamos sus datos para su solicitud y solo los comunicamos a entidades y ficheros de solvencia.',
      text: '{brand} trata sus datos personales para valorar y enviar su solicitud de préstamo, prevenir el fraude y cumplir obligaciones legales, conforme al {law}. Solo los comunicamos a las entidades y ficheros de solvencia necesarios para su solicitud. Puede ejercer en cualquier momento sus derechos de acceso, rectificación y supresión.',
    },
    marketing: {
      title: 'Consentimiento comercial',
      summary:
        'Ofertas por correo electrónico, SMS y teléfono. Puede retirar su consentimiento cuando quiera.',
      text: 'Acepto que {brand} me envíe ofertas de productos financieros por correo electrónico, SMS y teléfono. Puedo retirar este consentimiento en cualquier momento desde el enlace de cada mensaje.',
    },
  },
  mx: {
    'general-terms': {
      title: 'Términos y condiciones del servicio',
      summary:
        'Enviamos su solicitud a otorgantes de crédito. Confirma que sus datos son ciertos y que es mayor de edad.',
      text: '{brand} es un servicio gratuito que envía su solicitud de préstamo a otorgantes de crédito que pueden hacerle una oferta. No otorgamos créditos ni decidimos sobre ellos. Al continuar, confirma que la información que proporciona es verdadera y completa y que es mayor de edad.',
    },
    privacy: {
      title: 'Aviso de privacidad',
      summary:
        'Usamos sus datos para su solicitud y solo los compartimos con otorgantes y sociedades de información crediticia.',
      text: '{brand} trata sus datos personales para evaluar y enviar su solicitud de préstamo, prevenir fraudes y cumplir obligaciones legales, conforme a la {law}. Solo los compartimos con los otorgantes y sociedades de información crediticia necesarios para su solicitud. Puede ejercer sus derechos ARCO en cualquier momento.',
    },
    marketing: {
      title: 'Consentimiento de mercadotecnia',
      summary:
        'Ofertas por correo electrónico, SMS y teléfono. Puede revocar su consentimiento cuando quiera.',
      text: 'Acepto que {brand} me envíe ofertas de productos financieros por correo electrónico, SMS y teléfono. Puedo revocar este consentimiento en cualquier momento con el enlace de cada mensaje.',
    },
  },
  co: {
    'general-terms': {
      title: 'Términos y condiciones del servicio',
      summary:
        'Enviamos su solicitud a entidades de crédito. Confirma que sus datos son ciertos y que es mayor de edad.',
      text: '{brand} es un servicio gratuito que envía su solicitud de crédito a entidades que pueden hacerle una oferta. No somos una entidad de crédito ni decidimos sobre los créditos. Al continuar, confirma que la información que entrega es veraz y completa y que es mayor de edad.',
    },
    privacy: {
      title: 'Política de tratamiento de datos personales',
      summary:
        'Usamos sus datos para su solicitud y solo los compartimos con entidades y centrales de riesgo.',
      text: '{brand} trata sus datos personales para evaluar y enviar su solicitud de crédito, prevenir el fraude y cumplir obligaciones legales, conforme a la {law}. Solo los compartimos con las entidades y centrales de riesgo necesarias para su solicitud. Puede conocer, actualizar, rectificar y suprimir sus datos en cualquier momento.',
    },
    marketing: {
      title: 'Autorización de mercadeo',
      summary:
        'Ofertas por correo electrónico, mensaje de texto y teléfono. Puede revocar esta autorización cuando quiera.',
      text: 'Autorizo a {brand} a enviarme ofertas de productos financieros por correo electrónico, mensaje de texto y teléfono. Puedo revocar esta autorización en cualquier momento con el enlace de cada mensaje.',
    },
  },
  pl: {
    'general-terms': {
      title: 'Regulamin serwisu',
      summary:
        'Przekazujemy Twój wniosek firmom pożyczkowym. Potwierdzasz, że Twoje dane są prawdziwe i masz ukończone 18 lat.',
      text: '{brand} to bezpłatny serwis, który przekazuje Twój wniosek o pożyczkę firmom pożyczkowym mogącym złożyć Ci ofertę. Nie jesteśmy pożyczkodawcą i nie podejmujemy decyzji kredytowych. Kontynuując, potwierdzasz, że podane dane są prawdziwe i kompletne oraz że masz ukończone 18 lat.',
    },
    privacy: {
      title: 'Polityka prywatności',
      summary:
        'Używamy Twoich danych do obsługi wniosku i przekazujemy je tylko pożyczkodawcom i biurom informacji kredytowej.',
      text: '{brand} przetwarza Twoje dane osobowe, aby ocenić i przekazać wniosek o pożyczkę, zapobiegać oszustwom i wypełniać obowiązki prawne, zgodnie z {law}. Udostępniamy je tylko pożyczkodawcom i biurom informacji gospodarczej potrzebnym do rozpatrzenia wniosku. W każdej chwili możesz żądać dostępu do danych, ich sprostowania lub usunięcia.',
    },
    marketing: {
      title: 'Zgoda marketingowa',
      summary: 'Oferty e-mailem, SMS-em i telefonicznie. Zgodę możesz wycofać w każdej chwili.',
      text: 'Wyrażam zgodę na przesyłanie mi przez {brand} ofert produktów finansowych e-mailem, SMS-em i telefonicznie. Mogę wycofać tę zgodę w każdej chwili za pomocą linku w każdej wiadomości.',
    },
  },
  ro: {
    'general-terms': {
      title: 'Termeni și condiții generale',
      summary:
        'Transmitem cererea ta către creditori. Confirmi că datele tale sunt corecte și că ai cel puțin 18 ani.',
      text: '{brand} este un serviciu gratuit care transmite cererea ta de împrumut către creditori care îți pot face o ofertă. Nu suntem creditor și nu luăm decizii de creditare. Continuând, confirmi că informațiile oferite sunt adevărate și complete și că ai cel puțin 18 ani.',
    },
    privacy: {
      title: 'Politica de confidențialitate',
      summary:
        'Folosim datele tale pentru cerere și le transmitem doar creditorilor și birourilor de credit.',
      text: '{brand} prelucrează datele tale personale pentru a evalua și transmite cererea de împrumut, pentru a preveni frauda și pentru a respecta obligațiile legale, conform {law}. Le transmitem doar creditorilor și birourilor de credit necesare cererii tale. Poți cere oricând accesul la date, rectificarea sau ștergerea lor.',
    },
    marketing: {
      title: 'Acord de marketing',
      summary: 'Oferte prin e-mail, SMS și telefon. Îți poți retrage acordul oricând.',
      text: 'Sunt de acord ca {brand} să îmi trimită oferte de produse financiare prin e-mail, SMS și telefon. Îmi pot retrage acordul oricând, prin linkul din fiecare mesaj.',
    },
  },
  vn: {
    'general-terms': {
      title: 'Điều khoản sử dụng dịch vụ',
      summary:
        'Chúng tôi chuyển hồ sơ của bạn đến các tổ chức cho vay. Bạn xác nhận thông tin là đúng và bạn đủ 18 tuổi.',
      text: '{brand} là dịch vụ miễn phí chuyển hồ sơ vay của bạn đến các tổ chức cho vay có thể đưa ra đề nghị cho bạn. Chúng tôi không phải là bên cho vay và không quyết định việc cấp khoản vay. Khi tiếp tục, bạn xác nhận thông tin cung cấp là đúng sự thật, đầy đủ và bạn đủ 18 tuổi trở lên.',
    },
    privacy: {
      title: 'Chính sách bảo mật',
      summary:
        'Dữ liệu của bạn chỉ dùng cho hồ sơ vay và chỉ được chia sẻ với bên cho vay và trung tâm thông tin tín dụng.',
      text: '{brand} xử lý dữ liệu cá nhân của bạn để đánh giá và chuyển hồ sơ vay, phòng chống gian lận và thực hiện nghĩa vụ pháp lý, theo {law}. Dữ liệu chỉ được chia sẻ với các tổ chức cho vay và tổ chức thông tin tín dụng cần thiết cho hồ sơ của bạn. Bạn có thể yêu cầu xem, chỉnh sửa hoặc xóa dữ liệu bất cứ lúc nào.',
    },
    marketing: {
      title: 'Đồng ý nhận thông tin tiếp thị',
      summary: 'Ưu đãi qua email, tin nhắn và điện thoại. Bạn có thể rút lại sự đồng ý bất cứ lúc nào.',
      text: 'Tôi đồng ý để {brand} gửi cho tôi các ưu đãi về sản phẩm tài chính qua email, tin nhắn và điện thoại. Tôi có thể rút lại sự đồng ý này bất cứ lúc nào qua đường dẫn trong mỗi tin nhắn.',
    },
  },
  de: {
    'general-terms': {
      title: 'Allgemeine Nutzungsbedingungen',
      summary:
        'Wir leiten Ihre Anfrage an Kreditgeber weiter. Sie bestätigen, dass Ihre Angaben stimmen und Sie volljährig sind.',
      text: '{brand} ist ein kostenloser Dienst, der Ihre Kreditanfrage an Kreditgeber weiterleitet, die Ihnen ein Angebot machen können. Wir sind kein Kreditgeber und entscheiden nicht über Kredite. Mit dem Fortfahren bestätigen Sie, dass Ihre Angaben wahr und vollständig sind und dass Sie mindestens 18 Jahre alt sind.',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      summary: 'Ihre Daten dienen nur Ihrer Anfrage und gehen nur an Kreditgeber und Auskunfteien.',
      text: '{brand} verarbeitet Ihre personenbezogenen Daten, um Ihre Kreditanfrage zu prüfen und weiterzuleiten, Betrug zu verhindern und gesetzliche Pflichten zu erfüllen, gemäß der {law}. Wir geben sie nur an die für Ihre Anfrage nötigen Kreditgeber und Auskunfteien weiter. Sie können jederzeit Auskunft, Berichtigung oder Löschung verlangen.',
    },
    marketing: {
      title: 'Einwilligung in Werbung',
      summary: 'Angebote per E-Mail, SMS und Telefon. Sie können jederzeit widerrufen.',
      text: 'Ich willige ein, dass {brand} mir Angebote für Finanzprodukte per E-Mail, SMS und Telefon sendet. Ich kann diese Einwilligung jederzeit über den Link in jeder Nachricht widerrufen.',
    },
  },
  ph: {
    'general-terms': {
      title: 'Terms and conditions of the service',
      summary:
        'We forward your application to lending companies. You confirm your details are true and you are 18 or older.',
      text: '{brand} is a free service that forwards your loan application to lending companies that may make you an offer. We are not a lender and do not approve loans. By continuing you confirm that the details you give are true and complete and that you are at least 18 years old.',
    },
    privacy: {
      title: 'Privacy notice',
      summary:
        'Your information is used for your application and shared only with lenders and credit bureaus.',
      text: '{brand} processes your personal information to assess and forward your loan application, to prevent fraud and to comply with the law, in line with the {law}. We share it only with the lenders and credit bureaus your application needs. You may ask to access, correct or erase your information at any time.',
    },
    marketing: {
      title: 'Marketing consent',
      summary: 'Offers by email, SMS and phone call. You may withdraw at any time.',
      text: 'I agree that {brand} may send me offers of financial products by email, SMS and phone call. I may withdraw this consent at any time through the link in each message.',
    },
  },
};
