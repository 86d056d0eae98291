import type {
  CaseActor,
  CaseEventKind,
  CaseStatus,
  DocumentItem,
  ItemCondition,
  ListedMilestoneKey,
  MilestoneState,
  NoticeFrequency,
} from '../../domain/cases/index.ts';
import { dealings } from './dealings.ts';

/**
 * The case file's words (issue 43): the steps and documents of the Spanish process, their states, the
 * timeline's lines and the notices' e-mails. Spanish is the source; English is typed against it.
 */
export const cases = {
  sides: { seller: 'Venta', buyer: 'Compra' },
  milestones: {
    valuation: 'Valoración',
    'mandate-kyc': 'Encargo firmado e identificación del cliente (Ley 10/2010)',
    documents: 'Documentación reunida (certificado energético antes de cualquier anuncio)',
    marketing: 'Comercialización',
    viewings: 'Visitas',
    offers: 'Ofertas',
    arras: 'Contrato de arras',
    deed: 'Escritura ante notario',
    'after-sale': 'Tras la venta (plusvalía municipal; modelos 211/210 si el vendedor no es residente)',
    brief: 'Encargo de búsqueda',
    'nie-bank': 'NIE, cuenta bancaria en España y certificado de no residencia si procede',
    shortlist: 'Selección de inmuebles',
    offer: 'Oferta',
    'due-diligence': 'Comprobaciones (nota simple, Catastro y Registro, ITE/CEE, deudas de comunidad, urbanismo)',
    'mortgage-valuation': 'Tasación hipotecaria',
    'taxes-registration': 'Impuestos (ITP 6 % en Madrid, o IVA y AJD en obra nueva), modelo 211 e inscripción',
  } satisfies Record<ListedMilestoneKey, string>,
  documents: {
    'owner-id': 'DNI, NIE o pasaporte de cada propietario',
    'title-deed': 'Escritura de propiedad',
    'nota-simple': 'Nota simple del Registro',
    'energy-certificate': 'Certificado y etiqueta de eficiencia energética',
    'ibi-receipt': 'Último recibo del IBI y referencia catastral',
    'community-certificate': 'Certificado de deudas con la comunidad, última acta y derramas',
    'mortgage-certificate': 'Certificado de deuda pendiente de la hipoteca',
    'building-inspection': 'ITE/IEE del edificio',
    'first-occupation-licence': 'Licencia de primera ocupación',
    'power-of-attorney': 'Poderes notariales',
    'protected-housing-permit': 'Autorización de venta de VPO',
    'tax-residence-certificate': 'Certificado de residencia fiscal',
    'buyer-id': 'Pasaporte o NIE',
    'proof-of-funds': 'Justificante de fondos',
    'mortgage-pre-approval': 'Preaprobación hipotecaria',
    other: 'Otro documento',
  } satisfies Record<DocumentItem, string>,
  actors: {
    firm: 'La firma',
    client: 'Usted',
    firmOrClient: 'La firma o usted',
    notary: 'El notario',
    technician: 'Un técnico certificador',
    administrator: 'El administrador de la finca',
    bank: 'El banco',
    community: 'La comunidad de propietarios',
    sellerSide: 'La parte vendedora',
  } satisfies Record<CaseActor, string>,
  conditions: {
    always: 'Siempre',
    mortgaged: 'Si hay hipoteca',
    nonResident: 'Si el vendedor no es residente',
    newBuild: 'En obra nueva',
    buildingOver30Years: 'Si el edificio tiene más de 30 años',
    powerOfAttorney: 'Si se actúa por poder',
    protectedHousing: 'Si es vivienda protegida',
    financed: 'Si la compra se financia',
  } satisfies Record<ItemCondition, string>,
  statuses: {
    open: 'En curso',
    paused: 'En pausa',
    'closed-done': 'Cerrada: operación completada',
    'closed-withdrawn': 'Cerrada: sin operación',
  } satisfies Record<CaseStatus, string>,
  states: {
    pending: 'Pendiente',
    'in-progress': 'En curso',
    done: 'Hecho',
    'not-needed': 'No necesario',
  } satisfies Record<MilestoneState, string>,
  frequencies: {
    immediate: 'En cuanto haya novedades (como mucho, un correo por hora)',
    daily: 'Un resumen al día',
    none: 'Ningún aviso por correo',
  } satisfies Record<NoticeFrequency, string>,
  /** One line per timeline entry: `who` is the actor («La firma», «Usted», a member's name), `what` the step's or item's name. */
  timeline: {
    'case-opened': (who: string) => `${who} abrió el expediente.`,
    'status-changed': (who: string, what: string) => `${who} cambió el estado a «${what}».`,
    'assignee-changed': (who: string) => `${who} cambió la persona asignada.`,
    'details-changed': (who: string) => `${who} actualizó los datos del expediente.`,
    'milestone-changed': (who: string, what: string, state: string) => `${who}: «${what}», ${state.toLowerCase()}.`,
    'milestone-added': (who: string, what: string) => `${who} añadió el paso «${what}».`,
    'document-added': (who: string, what: string) => `${who} subió un documento: ${what}.`,
    'client-attached': () => 'El expediente se vinculó a su área privada.',
    ...dealings.timeline,
    'invitation-sent': (who: string) => `${who} envió la invitación al área privada.`,
  } satisfies Record<CaseEventKind, (...args: string[]) => string>,
  theFirm: 'La firma',
  you: 'Usted',
  emails: {
    greeting: 'Buenos días:',
    notice: {
      subject: 'Novedades en su expediente',
      /** Never a document, a document's name or a figure: only that there is something new, and where. */
      body: (count: number, link: string) =>
        `Hay ${count === 1 ? 'una novedad' : `${count} novedades`} en su expediente con nosotros.\n\nPuede verlas al entrar en su área privada:\n\n${link}\n\nPuede elegir cuándo recibir estos avisos en su área privada.`,
    },
    staffNotice: {
      subject: 'Novedades de un cliente en un expediente',
      body: (count: number, link: string) =>
        `Un cliente ha añadido ${count === 1 ? 'un documento' : `${count} documentos`} a un expediente asignado a usted.\n\nEntre en el espacio de trabajo para verlo:\n\n${link}`,
    },
    invitation: {
      subject: 'Su expediente en el área privada',
      body: (link: string, days: number) =>
        `La firma ha abierto un expediente para su operación. Para seguirlo en su área privada (hitos, documentos, novedades), abra este enlace con su cuenta, o cree una con esta misma dirección de correo; es válido durante ${days} días y una sola vez:\n\n${link}\n\nSi no esperaba este mensaje, ignórelo.`,
    },
  },
};
