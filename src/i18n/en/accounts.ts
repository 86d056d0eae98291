import { caseErrors } from './case-errors.ts';
import { fieldErrors } from './field-errors.ts';
import { documentErrors } from './document-errors.ts';
import type { AccountsMessages } from '../accounts-types.ts';

export const accounts: AccountsMessages = {
  errors: {
    ...caseErrors,
    required: fieldErrors.required,
    emailInvalid: 'Enter a valid email address.',
    nameLength: 'The name must be between 2 and 120 characters.',
    passwordTooShort: 'The password must be at least 12 characters long.',
    passwordTooLong: 'The password cannot be longer than 128 characters.',
    passwordCommon: 'That password is too common or has appeared in data breaches. Please choose another.',
    passwordMatchesContext: 'The password cannot be based on your email address or the firm’s name.',
    passwordGuessable:
      'That password would be easy to guess (a word, a name or a date with few changes). Try several unrelated words.',
    passwordsDoNotMatch: 'Passwords do not match.',
    clientTypeInvalid: 'Tell us whether you wish to buy or sell.',
    langInvalid: 'Choose Spanish or English.',
    invalidCredentials: 'Invalid email or password.',
    emailNotVerified: 'Please confirm your email address first: we have sent you the link again.',
    currentPasswordIncorrect: 'The current password is not correct.',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    signUpFailed: 'Error creating account. Please try again.',
    resetFailed: 'Error sending recovery link. Please try again.',
    invalidToken: 'This link has expired, has already been used or is not valid. Please request a new one.',
    sessionRequired: 'Your session has ended. Please sign in again.',
    sessionNotFresh: 'For your security, please sign in again before continuing.',
    forbiddenOrigin: 'Request not allowed.',
    notFound: 'Not found.',
    validation: 'Please check the details entered.',
    notJson: 'The request must be sent as JSON.',
    invalidJson: 'The request is not valid JSON.',
    payloadTooLarge: 'The data sent is too long.',
    invalidCharacters: 'The text contains characters that are not allowed.',
    calculatorUnknown: 'Unknown calculator.',
    scenarioInputsInvalid: 'The calculation’s data are not valid.',
    scenarioNameLength: 'The name cannot be longer than 80 characters.',
    propertyMissing: 'Please save your property’s details first.',
    searchMissing: 'Please save your search first.',
    limitReached: 'You have reached the most you can save. Delete something before adding more.',
    passkeyFailed: 'The passkey could not be verified.',
    twoFactorCodeInvalid: 'The code is not correct. Enter the one your app shows now, or a recovery code.',
    twoFactorExpired: 'The sign-in has expired. Enter your email and password again.',
    twoFactorAlreadyEnabled: 'Two-step verification is already on for this account.',
    staffAccountProtected:
      'This is one of the firm’s staff accounts and cannot be deleted from the client area. Ask the firm to revoke your staff access; then you can delete it.',
    requestLinkInvalid: 'This confirmation link is not valid. Check that you opened all of it, as it arrived in the email.',
    requestLinkUsed: 'This link has already been used. If the request is yours, you will find it in My requests.',
    requestLinkExpired:
      'This link has expired. If you would like to see the request in your client area, write to us and we will send you another.',
    requestLinkOtherAccount:
      'This link is for another email address. Sign in with the account of the address that received it to add the request to your client area.',
    ...documentErrors,
    documentsKeyMissing: 'We cannot receive documents right now. Please try again later or write to us.',
    internal: 'An unexpected error occurred. Please try again.',
  },
  errorsWithWait: {
    tooManyAttempts: (within: string) => `Too many attempts. You can try again ${within}.`,
  },
  messages: {
    accountCreated: 'Account created. We have sent you an email to confirm your address.',
    signedIn: 'You are signed in to your client area.',
    signedOut: 'You have signed out.',
    resetEmailSent: 'Check your email to reset your password.',
    passwordReset: 'Password reset. You can now sign in with the new one.',
    passwordChanged: 'Password changed. Your other sessions have been signed out.',
    emailVerified: 'Email address confirmed.',
    profileSaved: 'Details saved.',
    sessionRevoked: 'Session signed out.',
    passkeyAdded: 'Passkey added.',
    passkeyRenamed: 'Passkey renamed.',
    passkeyRemoved: 'Passkey removed.',
    scenarioSaved: 'Saved to your client area.',
    scenarioRenamed: 'Scenario renamed.',
    scenarioDeleted: 'Scenario deleted.',
    propertySaved: 'Property details saved.',
    searchSaved: 'Search saved.',
    searchSent: 'Your search has been sent to the firm. We will contact you soon.',
    valuationAdded: 'New valuation added to the history.',
    requestConfirmed: 'Request added to your client area.',
    accountDeleted: 'Your account and your data have been deleted.',
  },
  requestStatus: {
    received: 'Received',
    contacted: 'Contacted',
    meeting: 'Meeting',
    proposal: 'Proposal',
    won: 'Won',
    closed: 'Closed without agreement',
  },
  emails: {
    greeting: (name: string) => `Dear ${name},`,
    signature: (site: string) => `Kind regards,\n${site}`,
    verify: {
      subject: 'Confirm your email address',
      body: (link: string) =>
        `Thank you for opening your client area. To activate it, confirm your email address with this link, valid for 24 hours:\n\n${link}\n\nIf this was not you, ignore this message: without confirmation the account is not activated.`,
    },
    reset: {
      subject: 'Reset your password',
      body: (link: string) =>
        `We received a request to reset the password of your client area. You can choose a new one with this link, valid for one hour and for one use:\n\n${link}\n\nIf you did not request it, ignore this message: your current password remains valid.`,
    },
    existingAccount: {
      subject: 'Sign-up attempt with your email address',
      body: (signInLink: string, forgotLink: string) =>
        `Someone tried to create an account with your email address, which already has a client area. Nothing has been created or changed.\n\nIf it was you, you can sign in here: ${signInLink}\nIf you do not remember your password, you can reset it here: ${forgotLink}\n\nIf it was not you, there is nothing you need to do.`,
    },
    passkeyAdded: {
      subject: 'New passkey on your account',
      body: (passkeyName: string, when: string, link: string) =>
        `A passkey was added to your client area: “${passkeyName}”, on ${when}.\n\nIf this was not you, go to your client area, remove it under Account and change your password:\n${link}`,
      unnamed: 'unnamed',
    },
    request: {
      topics: {
        sell: 'sale',
        buy: 'purchase',
        valuation: 'valuation',
        investment: 'investment',
        rent: 'rental',
        contact: 'contact',
      },
      describe: (topic: string, detailed: boolean, day: string) => `${detailed ? 'detailed ' : ''}${topic} request of ${day}`,
    },
    requestReceived: {
      greeting: 'Hello,',
      subject: 'We have received your request',
      body: (request: string, link: string, days: number) =>
        `We have received your ${request}. We will be in touch shortly.\n\nIf you have a client area with this email address, confirm that the request is yours to see it there, with its status, using this link (valid for ${days} days and for one use):\n\n${link}\n\nIf you do not have a client area yet, you can open one with this email address and then use the link; without one, we will handle your request all the same. If you did not send it, ignore this message: it will not be added to any client area.`,
    },
  },
};
