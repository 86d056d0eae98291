import type { DealingsMessages } from '../dealings-types.ts';

export const dealings: DealingsMessages = {
  viewingStatuses: {
    proposed: 'Proposed',
    confirmed: 'Confirmed',
    done: 'Done',
    cancelled: 'Cancelled',
    'no-show': 'No-show',
  },
  offerStatuses: {
    received: 'Received',
    countered: 'Countered',
    accepted: 'Accepted',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
  },
  advice: {
    accept: 'We advise accepting it',
    counter: 'We advise a counter-offer',
    reject: 'We advise rejecting it',
  },
  timeline: {
    'viewing-proposed': (who: string) => `${who} proposed a viewing.`,
    'viewing-changed': (who: string, what: string) => `${who}: viewing ${what.toLowerCase()}.`,
    'viewing-answered': (who: string, what: string) => `${who} answered the proposed viewing: ${what.toLowerCase()}.`,
    'feedback-saved': (who: string) => `${who} noted a viewing’s feedback.`,
    'feedback-released': (who: string) => `${who} shared a viewing’s feedback.`,
    'offer-received': (who: string) => `${who} recorded an offer.`,
    'offer-changed': (who: string, what: string) => `${who}: offer ${what.toLowerCase()}.`,
    'offer-advised': (who: string) => `${who} gave its advice on an offer.`,
    'message-sent': (who: string) => `${who} wrote a message.`,
    'report-sent': () => 'The weekly report was sent.',
    'report-held': (who: string) => `${who} held the weekly report.`,
  },
  slotAnswers: { accept: 'accepted', decline: 'declined' },
  calendar: {
    name: (site: string) => `Viewings · ${site}`,
    viewing: (property: string) => (property ? `Viewing: ${property}` : 'Viewing'),
  },
  emails: {
    staffNews: {
      subject: 'A client’s news in a case',
      body: (count: number, link: string) =>
        `There ${count === 1 ? 'is one item' : `are ${count} items`} of a client’s news (messages, documents or answers) in a case assigned to you.\n\nOpen the workspace to see them:\n\n${link}`,
    },
    offer: {
      subject: 'An offer has arrived',
      body: (link: string) =>
        `An offer has arrived in your case. You can read it, with its conditions and our advice, in your private area:\n\n${link}`,
    },
    report: {
      subject: (week: string) => `Your weekly report (week of ${week})`,
      intro: 'Here is what the week brought in your case:',
      daysOnMarket: (days: number) => `Days on the market: ${days}.`,
      viewings: (count: number) => (count === 0 ? 'Viewings: none this week.' : `Viewings: ${count}.`),
      feedback: (count: number) => `Feedback shared: ${count}.`,
      offers: (count: number) => (count === 0 ? 'Offers: none new.' : `Offers: ${count}.`),
      milestones: (count: number) => (count === 0 ? 'Milestones: none completed.' : `Milestones completed: ${count}.`),
      outro: (link: string) => `The full report stays in your private area:\n\n${link}`,
    },
  },
};
