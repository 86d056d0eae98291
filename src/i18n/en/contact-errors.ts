import { MESSAGE_MAX_CHARS, MESSAGE_MIN_CHARS } from '../../domain/contact/contact-limits.ts';
import {
  DETAILED_MESSAGE_MAX_CHARS,
  LOCATION_MAX_CHARS,
  LOCATION_MIN_CHARS,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
} from '../../domain/contact/detailed-limits.ts';
import { formattersFor } from '../format.ts';
import type { Messages } from '../messages.ts';

const { number } = formattersFor('en');

export const contactErrors: Messages['contactErrors'] = {
  required: 'Required fields',
  requiredDescription: 'Please complete all required fields.',
  emailInvalid: 'Invalid email',
  emailInvalidDescription: 'Please enter a valid email address.',
  messageInvalid: 'Invalid message',
  messageLength: `The message must be between ${number(MESSAGE_MIN_CHARS)} and ${number(MESSAGE_MAX_CHARS)} characters`,
  referenceRequired: 'Referral required',
  referenceRequiredDescription: 'Please tell us who recommended you.',
  serviceRequired: 'Select the service',
  clientTypeInvalid: 'Select the client type',
  phoneInvalid: 'Invalid phone number',
  fieldTooLong: 'This field is too long',
  formTypeInvalid: 'Invalid form',
  payloadTooLong: 'The data sent is too long.',
  rateLimited: 'Too many requests. Please try again in a few minutes.',
  notJson: 'The request must be sent as JSON.',
  invalidJson: 'The request is not valid JSON.',
  invalidCharacters: 'The text contains characters that are not allowed.',
  // The detailed brief's.
  choiceRequired: 'Please choose an option.',
  choiceInvalid: 'Please choose one of the options.',
  servicesRequired: 'Please choose at least one service.',
  locationLength: `The location must be between ${number(LOCATION_MIN_CHARS)} and ${number(LOCATION_MAX_CHARS)} characters.`,
  nameLength: `The name must be between ${number(NAME_MIN_CHARS)} and ${number(NAME_MAX_CHARS)} characters.`,
  messageTooLong: `The message cannot be longer than ${number(DETAILED_MESSAGE_MAX_CHARS)} characters.`,
  phoneRequired: 'Please give a phone number so that we can call you or write to you on WhatsApp.',
  availabilityRequired: 'Please tell us when you would like us to contact you.',
  sellerOnlyChoice: 'This option is for sellers; please choose one of those shown.',
  checkFields: 'Please check the highlighted fields.',
  sendFailed: {
    title: 'Sending failed',
    description: 'There was a problem processing your request. Please try again or contact us directly.',
  },
  unexpected: 'An unexpected error occurred. Please try again.',
  sent: {
    title: 'Request sent',
    description: 'We will get back to you within the next 24 hours.',
    descriptionWaitingList: 'Your request is on our waiting list: we will write to you as soon as we have availability.',
  },
};
