import {
  AVAILABILITY_HOURS,
  BUDGET_RANGES_EUR,
  DETAILED_MESSAGE_MAX_CHARS,
  TIMELINE_MONTHS,
  type Availability,
  type Budget,
  type Timeline,
} from '../../domain/contact/detailed-limits.ts';
import { formattersFor } from '../format.ts';

const { money, number } = formattersFor('es');

const budget = (id: Budget) => {
  const [from, to] = BUDGET_RANGES_EUR[id];
  if (from === null) return `Hasta ${money(to)}`;
  return to === null ? `Más de ${money(from)}` : `De ${money(from)} a ${money(to)}`;
};
const months = (id: Timeline) => {
  const range = TIMELINE_MONTHS[id];
  if (!range) return 'Sin fecha fija';
  return range[1] === null ? `Más de ${number(range[0])} meses` : `De ${number(range[0])} a ${number(range[1])} meses`;
};
const hours = (id: Availability) => {
  const range = AVAILABILITY_HOURS[id];
  return range ? `De ${number(range[0])} a ${number(range[1])} h` : 'Cualquier hora del día';
};

/**
 * The detailed brief (spec "Richer contact form"): its page and its four steps. Not part of `Messages`:
 * only the brief's page and form import it, so it stays out of every other page's first load.
 */
export const detailedRequest = {
  page: {
    eyebrow: 'Solicitud detallada',
    title: 'Cuéntenos su proyecto',
    intro: 'Cuatro pasos breves para que el asesor que le atienda llegue a la primera conversación con su caso ya estudiado.',
    asideHeading: 'Qué ocurre después',
    aside: [
      'Un asesor senior lee su solicitud personalmente y le responde en un plazo de 24 horas.',
      'Le contactamos por el medio y en la franja horaria que usted elija.',
      'Su información se trata con estricta confidencialidad y no se comparte con terceros.',
    ],
  },
  steps: {
    label: 'Pasos de la solicitud',
    progress: (current: number, total: number) => `Paso ${current} de ${total}`,
    names: { 1: 'La propiedad', 2: 'Presupuesto y plazos', 3: 'Servicios', 4: 'Sus datos' },
    done: '(completado)',
  },
  stepTitles: {
    1: { title: '¿De qué propiedad se trata?', hint: 'El tipo de inmueble, qué desea hacer y dónde.' },
    2: { title: 'Presupuesto y plazos', hint: 'Una horquilla orientativa es suficiente; la afinaremos juntos.' },
    3: { title: '¿En qué podemos ayudarle?', hint: 'Marque todos los servicios que le interesen.' },
    4: { title: 'Sus datos de contacto', hint: 'Solo los usaremos para responder a su solicitud.' },
  },
  optional: 'opcional',
  fields: {
    propertyType: {
      label: 'Tipo de propiedad',
      options: { apartment: 'Piso', house: 'Casa o chalet', penthouse: 'Ático', commercial: 'Local comercial', land: 'Terreno' },
    },
    goal: {
      label: 'Su objetivo',
      options: { sell: 'Vender', buy: 'Comprar', rent: 'Alquilar', invest: 'Invertir', evaluate: 'Conocer su valor' },
    },
    location: { label: 'Ubicación', hint: 'Barrio, municipio o zona; por ejemplo, Salamanca o La Moraleja.' },
    budget: {
      label: 'Presupuesto o valor estimado',
      options: {
        'up-to-500k': budget('up-to-500k'),
        '500k-1m': budget('500k-1m'),
        '1m-2m': budget('1m-2m'),
        '2m-3m': budget('2m-3m'),
        '3m-5m': budget('3m-5m'),
        'over-5m': budget('over-5m'),
      },
    },
    timeline: {
      label: 'Plazo',
      options: {
        immediate: { label: 'Inmediato', description: months('immediate') },
        short: { label: 'Corto plazo', description: months('short') },
        medium: { label: 'Medio plazo', description: months('medium') },
        long: { label: 'Largo plazo', description: months('long') },
        flexible: { label: 'Flexible', description: months('flexible') },
      },
    },
    services: {
      label: 'Servicios de interés',
      options: {
        valuation: { label: 'Valoración', description: 'Un precio de mercado fundamentado, por escrito.' },
        marketing: { label: 'Comercialización', description: 'Fotografía, presentación y difusión discreta.' },
        staging: { label: 'Home staging', description: 'La propiedad preparada para causar la mejor impresión.' },
        legal: { label: 'Asesoría legal', description: 'Contratos, cargas, fiscalidad y notaría.' },
        financing: { label: 'Financiación', description: 'Hipoteca y estructura de la operación.' },
        concierge: { label: 'Concierge', description: 'Mudanza, reformas, seguros y suministros.' },
      },
    },
    priority: {
      label: 'Lo más importante para usted',
      options: {
        speed: 'Rapidez',
        price: 'El mejor precio',
        discretion: 'Discreción',
        service: 'Un servicio integral',
        results: 'Resultados contrastados',
      },
    },
    name: { label: 'Nombre y apellidos' },
    email: { label: 'Correo electrónico' },
    contactPreference: {
      label: '¿Cómo prefiere que le contactemos?',
      options: { email: 'Correo electrónico', phone: 'Llamada telefónica', whatsapp: 'WhatsApp', meeting: 'Reunión en persona' },
    },
    phone: {
      label: 'Teléfono',
      hint: 'Necesario si prefiere que le llamemos o le escribamos por WhatsApp.',
      required: 'obligatorio',
    },
    availability: {
      label: 'Franja horaria preferida',
      hint: 'Necesaria para una llamada, un WhatsApp o una reunión.',
      required: 'obligatoria',
      options: {
        morning: { label: 'Mañana', description: hours('morning') },
        afternoon: { label: 'Tarde', description: hours('afternoon') },
        evening: { label: 'Tarde-noche', description: hours('evening') },
        flexible: { label: 'Flexible', description: hours('flexible') },
      },
    },
    message: {
      label: 'Algo más que debamos saber',
      hint: `Hasta ${number(DETAILED_MESSAGE_MAX_CHARS)} caracteres.`,
      counter: (count: string, max: string) => `${count} de ${max} caracteres`,
    },
  },
  actions: { next: 'Siguiente', back: 'Atrás', submit: 'Enviar solicitud', sending: 'Enviando…' },
  /** The spec's success message, as the toast. */
  success: {
    title: 'Solicitud enviada correctamente.',
    description: 'Nos pondremos en contacto con usted en breve.',
  },
  sent: {
    title: 'Solicitud recibida',
    lead: 'Gracias. Esto es lo que nos ha enviado:',
    next: 'Un asesor la estudiará personalmente y le contactará en las próximas 24 horas, por el medio y en la franja que ha indicado.',
    again: 'Preparar otra solicitud',
  },
  honeypot: 'No rellene este campo',
};
