import type { Messages } from '../messages.ts';

export const contactErrors: Messages['contactErrors'] = {
  required: 'Required fields',
  requiredDescription: 'Please complete all required fields.',
  emailInvalid: 'Invalid email',
  emailInvalidDescription: 'Please enter a valid email address',
  messageInvalid: 'Invalid message',
  messageLength: 'The message must be between 10 and 1000 characters',
  referenceRequired: 'Referral required',
  referenceRequiredDescription: 'Please tell us who recommended you',
  serviceRequired: 'Select the service',
  clientTypeInvalid: 'Select the client type',
  phoneInvalid: 'Invalid phone number',
  fieldTooLong: 'This field is too long',
  formTypeInvalid: 'Invalid form',
  payloadTooLong: 'The data sent is too long.',
  rateLimited: 'Too many requests. Please try again in a few minutes.',
  notJson: 'The request must be sent as JSON.',
  invalidJson: 'The request is not valid JSON.',
  sendFailed: {
    title: 'Sending failed',
    description: 'There was a problem processing your request. Please try again or contact us directly.',
  },
  sent: {
    title: 'Message sent',
    description: 'We will get back to you within the next 24 hours.',
  },
};
