/** The refusals of a document upload, the same in the private area and the workspace (ADR 0048). */
export const documentErrors = {
  documentType:
    'El archivo no es un PDF ni una fotografía JPEG, PNG, WebP o HEIC (se comprueba por su contenido, no por su nombre).',
  documentUnsafe:
    'El PDF contiene código o adjuntos y no se puede aceptar. Guárdelo de nuevo como PDF (por ejemplo, con «Imprimir como PDF») o escanéelo, y vuelva a enviarlo.',
  documentTruncated: 'El archivo está incompleto o dañado: puede haberse cortado al enviarlo. Envíelo de nuevo.',
  documentUnreadable:
    'No se ha podido leer el archivo: puede estar dañado o protegido con contraseña. Guárdelo de nuevo en PDF o JPEG y vuelva a enviarlo.',
  documentTooLarge: 'El archivo es demasiado grande: se admiten hasta 25 MB.',
  documentEmpty: 'El archivo está vacío.',
  uploadStalled:
    'El envío se ha detenido: su conexión dejó de mandar el archivo durante demasiado tiempo. Compruebe la conexión y envíelo de nuevo.',
  uploadInProgress: 'Ya está enviando un archivo: espere a que termine antes de enviar otro.',
};
