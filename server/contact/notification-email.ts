import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import type { Database } from '../db/index.ts';
import type { FirmEmail, LeadNotifications } from '../email/index.ts';
import { leadById, markLeadNotificationSent, type LeadRecord } from './lead-store.ts';

type Line = [label: string, value: string | null | undefined];

/** The firm reads Spanish: answers of the brief are shown with their Spanish label and their slug. */
const fields = DETAILED_REQUEST_MESSAGES.es.fields;

/** "Label (slug)", with the option's description where it states a range ("Corto plazo, De 3 a 6 meses"). */
function option(
  options: Record<string, string | { label: string; description?: string }>,
  slug: string | null,
  described = true,
) {
  if (!slug) return null;
  const entry = options[slug];
  const label =
    typeof entry === 'string'
      ? entry
      : entry
        ? `${entry.label}${described && entry.description ? `, ${entry.description}` : ''}`
        : '';
  return label ? `${label} (${slug})` : slug;
}

function simpleLines(lead: LeadRecord): Line[] {
  return [
    ['Tipo de cliente', lead.client_type],
    ['Servicio', lead.service_type],
    ['Recomendado por', lead.referred_by],
    ['Email', lead.email],
    ['Teléfono', lead.phone],
  ];
}

function detailedLines(lead: LeadRecord): Line[] {
  return [
    ['Formulario', 'Solicitud detallada'],
    [fields.name.label, lead.name],
    ['Email', lead.email],
    [fields.phone.label, lead.phone],
    [fields.contactPreference.label, option(fields.contactPreference.options, lead.contact_preference)],
    [fields.availability.label, option(fields.availability.options, lead.availability)],
    [fields.propertyType.label, option(fields.propertyType.options, lead.property_type)],
    [fields.goal.label, option(fields.goal.options, lead.goal)],
    [fields.location.label, lead.location],
    [fields.budget.label, option(fields.budget.options, lead.budget)],
    [fields.timeline.label, option(fields.timeline.options, lead.timeline)],
    [fields.services.label, (lead.services ?? []).map((s) => option(fields.services.options, s, false)).join('; ')],
    [fields.priority.label, option(fields.priority.options, lead.priority)],
  ];
}

/**
 * The notification the firm receives. Nothing the visitor typed goes into a header: the subject is fixed
 * text plus the lead id (a UUID we generated), and every field is in the plain-text body. So no field can
 * inject a header, whatever it holds.
 */
export function buildNotificationEmail(lead: LeadRecord, domain: string): FirmEmail {
  const detailed = lead.form_type === 'detailed';
  const priority = lead.client_type === 'recommended' ? ' (prioritaria)' : '';
  const lines: Line[] = [
    ['Referencia', lead.id],
    ['Recibida (UTC)', lead.created_at],
    ['Idioma', lead.lang],
    ...(detailed ? detailedLines(lead) : simpleLines(lead)),
  ];
  return {
    subject: detailed ? `Nueva solicitud detallada ${lead.id}` : `Nueva solicitud de contacto${priority} ${lead.id}`,
    text: [
      ...lines.filter(([, value]) => value !== null && value !== undefined && value !== '').map(([l, v]) => `${l}: ${v}`),
      '',
      'Mensaje:',
      lead.message ?? '(sin mensaje)',
      '',
    ].join('\n'),
    // Stable per lead: if a crash ever makes the worker send twice, mail clients see the same message.
    messageId: `<lead-${lead.id}@${domain}>`,
  };
}

/** The firm's notification of each lead, for the e-mail room's outbox worker (which sends it). */
export function leadNotifications(db: Database): LeadNotifications {
  return {
    compose: async (id, domain) => {
      const lead = await leadById(db, id);
      return lead && buildNotificationEmail(lead, domain);
    },
    markSent: (id, at) => markLeadNotificationSent(db, id, at),
  };
}
