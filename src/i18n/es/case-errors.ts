import type { CaseErrorCode } from '../../domain/cases/case-codes.ts';
import { dealingErrors } from './dealing-errors.ts';

/** The case file's refusals, in both API families (spread into accounts' and workspace's `errors`); kept apart so the public pages' copy does not carry the case file's. */
export const caseErrors: Record<CaseErrorCode, string> = {
  caseExists: 'Esta solicitud ya tiene su expediente.',
  caseClosed: 'El expediente está cerrado: ya no admite cambios.',
  caseChanged: 'Alguien lo ha cambiado mientras usted lo editaba: revise la versión actual y vuelva a intentarlo.',
  versionRequired: 'Falta la versión sobre la que se hizo el cambio.',
  statusMove: 'El expediente no puede pasar a ese estado desde el actual.',
  milestoneUnchanged: 'El paso ya está en ese estado.',
  tooManyMilestones: 'El expediente ya tiene el máximo de pasos propios.',
  itemInvalid: 'Elija un documento de la lista.',
  fileNameInvalid: 'El nombre del archivo no es válido.',
  visibilityInvalid: 'Elija si el documento es compartido o solo de la firma.',
  frequencyInvalid: 'Elija cuándo quiere recibir los avisos.',
  caseLinkInvalid: 'Este enlace no es válido.',
  caseLinkUsed: 'Este enlace ya se ha usado.',
  caseLinkExpired: 'Este enlace ha caducado: pida a la firma que le envíe otro.',
  caseLinkOtherAccount: 'Este enlace se envió a otra dirección de correo: entre con la cuenta de esa dirección, ya verificada.',
  ...dealingErrors,
};
