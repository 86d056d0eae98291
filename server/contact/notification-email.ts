import type { LeadRecord } from './lead-store.ts';

export type NotificationEmail = { subject: string; text: string; messageId: string };

const LABELS: Record<string, string> = {
  id: 'Referencia',
  created_at: 'Recibida (UTC)',
  lang: 'Idioma',
  client_type: 'Tipo de cliente',
  service_type: 'Servicio',
  referred_by: 'Recomendado por',
  email: 'Email',
  phone: 'Teléfono',
};

/**
 * The notification the firm receives. Nothing the visitor typed goes into a header: the subject is fixed
 * text plus the lead id (a UUID we generated), and every field is in the plain-text body. So no field can
 * inject a header, whatever it holds.
 */
export function buildNotificationEmail(lead: LeadRecord, domain: string): NotificationEmail {
  const priority = lead.client_type === 'recommended' ? ' (prioritaria)' : '';
  const lines = (Object.keys(LABELS) as (keyof LeadRecord)[])
    .filter((k) => lead[k] !== null && lead[k] !== undefined && lead[k] !== '')
    .map((k) => `${LABELS[k]}: ${String(lead[k])}`);
  return {
    subject: `Nueva solicitud de contacto${priority} ${lead.id}`,
    text: [...lines, '', 'Mensaje:', lead.message, ''].join('\n'),
    // Stable per lead: if a crash ever makes the worker send twice, mail clients see the same message.
    messageId: `<lead-${lead.id}@${domain}>`,
  };
}
