import type { DealingErrorCode } from '../../domain/cases/dealing-codes.ts';

/** The refusals of visitas, ofertas y mensajes (spread into caseErrors). */
export const dealingErrors: Record<DealingErrorCode, string> = {
  viewingPast: 'La visita no puede empezar antes de ahora.',
  viewingOverlap: 'Ese agente ya tiene otra visita a esa hora.',
  viewingMove: 'La visita no puede pasar a ese estado desde el actual.',
  feedbackMove: 'La valoración solo se da y se publica de una visita realizada.',
  durationRange: 'La duración va de 15 minutos a 4 horas.',
  ratingRange: 'La valoración va de 1 a 5.',
  amountRange: 'El importe debe estar entre 1.000 € y 100.000.000 €, en euros.',
  offerMove: 'La oferta no admite ese cambio desde su estado actual.',
  buyerCaseInvalid: 'Ese expediente no es de un comprador de la firma.',
  attachmentInvalid: 'El adjunto no es un documento de este expediente.',
  reportSent: 'El informe de esta semana ya se ha enviado: no se puede retener.',
};
