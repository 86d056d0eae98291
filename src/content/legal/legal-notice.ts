import type { Identity } from '../../domain/content/index.ts';
import { pathFor } from '../../config/routes.ts';
import { SITE } from '../../config/site.ts';
import { emailLink, link, p, ul } from './blocks.ts';
import { identityBlock } from './identity.ts';
import type { LegalDocument } from './types.ts';

export const legalNotice = (firm: Identity): LegalDocument => ({
  intro: {
    es: [
      p(
        `Este aviso legal regula el acceso y el uso del sitio web ${SITE.url.replace(/^https?:\/\//, '')}, en cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE). Le rogamos que lo lea con atención: el acceso al sitio implica su aceptación.`,
      ),
    ],
    en: [
      p(
        `This legal notice governs access to and use of the website ${SITE.url.replace(/^https?:\/\//, '')}, as required by Article 10 of Spanish Law 34/2002 of 11 July on information society services and electronic commerce (LSSI-CE). Please read it carefully: accessing the site implies that you accept it.`,
      ),
    ],
  },
  sections: [
    {
      id: 'identity',
      es: {
        heading: '1. Identidad del titular',
        blocks: [p('El titular de este sitio web es:'), identityBlock(firm, 'es')],
      },
      en: {
        heading: '1. Identity of the owner',
        blocks: [p('This website is owned by:'), identityBlock(firm, 'en')],
      },
    },
    {
      id: 'purpose',
      es: {
        heading: '2. Objeto',
        blocks: [
          p(
            `El sitio presenta los servicios de ${firm.name}, un concierge inmobiliario privado que asesora en la compra, venta, valoración e inversión de propiedades residenciales en Madrid y su entorno. Ofrece además calculadoras orientativas y un formulario para solicitar contacto.`,
          ),
          p(
            'La información publicada tiene carácter general e informativo. No constituye una oferta vinculante ni sustituye al asesoramiento profesional personalizado, y los resultados de las calculadoras son estimaciones que no equivalen a una tasación oficial ni a un asesoramiento fiscal.',
          ),
        ],
      },
      en: {
        heading: '2. Purpose',
        blocks: [
          p(
            `The site presents the services of ${firm.name}, a private real-estate concierge advising on the purchase, sale, valuation and investment of residential property in and around Madrid. It also offers indicative calculators and a form to request contact.`,
          ),
          p(
            'The information published is general and for guidance only. It is not a binding offer and does not replace tailored professional advice; the calculators’ results are estimates, not an official valuation or tax advice.',
          ),
        ],
      },
    },
    {
      id: 'terms-of-use',
      es: {
        heading: '3. Condiciones de uso',
        blocks: [
          p(
            'El usuario se compromete a utilizar el sitio de forma diligente, conforme a la ley, a la buena fe y al presente aviso legal. En particular, queda prohibido:',
          ),
          ul(
            'Utilizar el sitio o sus contenidos con fines ilícitos, fraudulentos o contrarios al orden público.',
            'Introducir o difundir virus, programas maliciosos o cualquier código que pueda dañar o alterar los sistemas del titular o de terceros.',
            'Intentar acceder sin autorización a áreas restringidas, sistemas o datos, o sobrecargar el sitio mediante envíos automatizados o masivos.',
            'Enviar a través del formulario datos falsos o de terceros sin su consentimiento, o contenidos ofensivos, difamatorios o publicitarios.',
          ),
          p(
            'El titular podrá impedir el acceso a quien incumpla estas condiciones, sin perjuicio de las acciones legales que correspondan.',
          ),
        ],
      },
      en: {
        heading: '3. Terms of use',
        blocks: [
          p(
            'Users undertake to use the site diligently and in accordance with the law, good faith and this legal notice. In particular, it is forbidden to:',
          ),
          ul(
            'Use the site or its content for unlawful or fraudulent purposes, or purposes contrary to public order.',
            'Introduce or spread viruses, malware or any code that may damage or alter the systems of the owner or of third parties.',
            'Attempt to gain unauthorised access to restricted areas, systems or data, or overload the site with automated or bulk submissions.',
            'Submit through the form false details, or details of third parties without their consent, or offensive, defamatory or promotional content.',
          ),
          p(
            'The owner may deny access to anyone who breaches these terms, without prejudice to any legal action that may apply.',
          ),
        ],
      },
    },
    {
      id: 'intellectual-property',
      es: {
        heading: '4. Propiedad intelectual e industrial',
        blocks: [
          p(
            `Los textos, imágenes, vídeos, diseño gráfico, código fuente, logotipos y marcas del sitio pertenecen a ${firm.legalName} o a terceros que han autorizado su uso, y están protegidos por la normativa de propiedad intelectual e industrial.`,
          ),
          p(
            'Se permite su consulta y la impresión o descarga para uso personal y privado. Cualquier reproducción, distribución, comunicación pública o transformación con otros fines requiere autorización previa y por escrito, que puede solicitar en ',
            emailLink(firm),
            '.',
          ),
        ],
      },
      en: {
        heading: '4. Intellectual and industrial property',
        blocks: [
          p(
            `The texts, images, videos, graphic design, source code, logos and trade marks on the site belong to ${firm.legalName} or to third parties who have authorised their use, and are protected by intellectual and industrial property law.`,
          ),
          p(
            'You may view them, and print or download them for personal, private use. Any reproduction, distribution, public communication or adaptation for other purposes requires prior written permission, which you may request at ',
            emailLink(firm),
            '.',
          ),
        ],
      },
    },
    {
      id: 'liability',
      es: {
        heading: '5. Limitación de responsabilidad',
        blocks: [
          p(
            'Cuidamos que la información del sitio sea exacta y esté actualizada, pero no garantizamos la ausencia de errores ni la disponibilidad ininterrumpida del servicio. En la medida permitida por la ley, el titular no responde de:',
          ),
          ul(
            'Las decisiones tomadas únicamente a partir de la información general del sitio o de los resultados de sus calculadoras.',
            'Las interrupciones, errores técnicos o daños causados por virus o por causas ajenas a su control.',
            'El contenido de los sitios de terceros a los que se pueda acceder mediante enlaces, que no controla.',
          ),
          p(
            'Nada de lo anterior limita la responsabilidad que no pueda excluirse conforme a la normativa aplicable, en particular la de protección de los consumidores.',
          ),
        ],
      },
      en: {
        heading: '5. Limitation of liability',
        blocks: [
          p(
            'We take care that the information on the site is accurate and up to date, but we cannot guarantee that it is free of errors or that the service will be available without interruption. To the extent permitted by law, the owner is not liable for:',
          ),
          ul(
            'Decisions made solely on the basis of the site’s general information or the results of its calculators.',
            'Interruptions, technical errors or damage caused by viruses or by causes beyond its control.',
            'The content of third-party sites reached through links, which it does not control.',
          ),
          p(
            'Nothing above limits any liability that cannot be excluded under applicable law, in particular consumer protection law.',
          ),
        ],
      },
    },
    {
      id: 'data-protection',
      es: {
        heading: '6. Protección de datos y cookies',
        blocks: [
          p(
            'El tratamiento de los datos personales que nos facilite se rige por nuestra ',
            link('política de privacidad', pathFor('privacyPolicy', 'es')),
            ', y lo que este sitio guarda en su navegador se explica en la ',
            link('política de cookies', pathFor('cookiesPolicy', 'es')),
            '.',
          ),
        ],
      },
      en: {
        heading: '6. Data protection and cookies',
        blocks: [
          p(
            'Any personal data you give us is handled as described in our ',
            link('privacy policy', pathFor('privacyPolicy', 'en')),
            ', and what this site stores in your browser is explained in the ',
            link('cookies policy', pathFor('cookiesPolicy', 'en')),
            '.',
          ),
        ],
      },
    },
    {
      id: 'applicable-law',
      es: {
        heading: '7. Legislación aplicable y jurisdicción',
        blocks: [
          p(
            'Este aviso legal se rige por la legislación española. Para cualquier controversia relacionada con el sitio, las partes se someten a los juzgados y tribunales de la ciudad de Madrid, salvo que la normativa de consumidores atribuya la competencia a los del domicilio del usuario.',
          ),
        ],
      },
      en: {
        heading: '7. Governing law and jurisdiction',
        blocks: [
          p(
            'This legal notice is governed by Spanish law. Any dispute relating to the site shall be submitted to the courts of the city of Madrid, unless consumer protection law gives jurisdiction to the courts of the user’s place of residence.',
          ),
        ],
      },
    },
  ],
});
