import { describe, expect, it } from 'vitest';
import {
  BUYER_CHECKLIST,
  BUYER_MILESTONES,
  CASE_PARTIES,
  CASE_STATUSES,
  CASE_THING_KINDS,
  CASE_WRITES,
  CaseListQuerySchema,
  CaseOpenSchema,
  CaseUpdateSchema,
  MILESTONE_STATES,
  MilestoneAddSchema,
  MilestoneUpdateSchema,
  NoticeFrequencySchema,
  PortalUploadQuerySchema,
  SELLER_CHECKLIST,
  SELLER_MILESTONES,
  StaffUploadQuerySchema,
  VISIBILITIES,
  canMoveCase,
  canMoveMilestone,
  checklistOf,
  isChecklistItem,
  isClosed,
  isOverdue,
  mayWrite,
  maySee,
  nextStep,
  type CaseParty,
  type CaseThingKind,
  type Visibility,
} from './index.ts';

describe('the Spanish process as lists', () => {
  it('holds each side’s steps in the issue’s order, as the issue lists them', () => {
    expect(SELLER_MILESTONES.map((m) => m.key)).toEqual([
      'valuation',
      'mandate-kyc',
      'documents',
      'marketing',
      'viewings',
      'offers',
      'arras',
      'deed',
      'after-sale',
    ]);
    expect(BUYER_MILESTONES.map((m) => m.key)).toEqual([
      'brief',
      'nie-bank',
      'shortlist',
      'viewings',
      'offer',
      'due-diligence',
      'arras',
      'mortgage-valuation',
      'deed',
      'taxes-registration',
    ]);
  });

  it('says who provides each document and when it applies', () => {
    const seller = Object.fromEntries(SELLER_CHECKLIST.map((i) => [i.key, i]));
    expect(seller['community-certificate']).toMatchObject({ provider: 'administrator', condition: 'always' });
    expect(seller['mortgage-certificate']).toMatchObject({ provider: 'bank', condition: 'mortgaged' });
    expect(seller['tax-residence-certificate']).toMatchObject({ provider: 'client', condition: 'nonResident' });
    expect(seller['building-inspection']).toMatchObject({ condition: 'buildingOver30Years' });
    const buyer = Object.fromEntries(BUYER_CHECKLIST.map((i) => [i.key, i]));
    expect(buyer['mortgage-pre-approval']).toMatchObject({ provider: 'client', condition: 'financed' });
    expect(buyer['nota-simple']).toMatchObject({ provider: 'sellerSide' });
    expect(isChecklistItem('buyer', 'title-deed')).toBe(false);
    expect(isChecklistItem('seller', 'title-deed')).toBe(true);
    expect(isChecklistItem('buyer', 'other')).toBe(true);
  });

  it('marks an item that does not apply, and files the newest visible document under its item', () => {
    const list = checklistOf(
      'seller',
      ['mortgaged'],
      [
        { id: 'b', item: 'title-deed' },
        { id: 'a', item: 'title-deed' },
      ],
    );
    const by = Object.fromEntries(list.map((e) => [e.item, e]));
    expect(by['mortgage-certificate']!.applies).toBe(true);
    expect(by['tax-residence-certificate']!.applies).toBe(false);
    expect(by['title-deed']!.documentId).toBe('b');
    expect(by['owner-id']!.documentId).toBeNull();
  });
});

describe('states and who moves them', () => {
  it('lets an open or paused case move anywhere but itself, and a closed one nowhere', () => {
    for (const from of CASE_STATUSES)
      for (const to of CASE_STATUSES) {
        const expected = !isClosed(from) && from !== to && !(from === 'open' && to === 'open');
        expect(canMoveCase(from, to), `${from} → ${to}`).toBe(expected);
      }
  });

  it('moves a step to any other state (a mistake is undone), never to its own', () => {
    for (const from of MILESTONE_STATES) for (const to of MILESTONE_STATES) expect(canMoveMilestone(from, to)).toBe(from !== to);
  });

  it('lets the client only upload, staff everything, and nobody write to a closed case', () => {
    for (const status of CASE_STATUSES)
      for (const party of CASE_PARTIES)
        for (const write of CASE_WRITES)
          expect(mayWrite(party, write, status), `${party} ${write} ${status}`).toBe(
            !isClosed(status) && (party === 'staff' || write === 'upload'),
          );
  });

  it('finds the next step and whether its date is past', () => {
    const steps = [
      { key: 'a', state: 'done' as const, dueOn: null },
      { key: 'b', state: 'not-needed' as const, dueOn: null },
      { key: 'c', state: 'pending' as const, dueOn: '2026-11-27' },
    ];
    expect(nextStep(steps)?.key).toBe('c');
    expect(isOverdue(nextStep(steps), '2026-11-28')).toBe(true);
    expect(isOverdue(nextStep(steps), '2026-11-27')).toBe(false);
    expect(nextStep(steps.slice(0, 2))).toBeUndefined();
  });
});

describe('who may see what', () => {
  const EXPECTED_FOR_CLIENT: Record<CaseThingKind, Record<Visibility, boolean>> = {
    case: { shared: true, firm: true },
    milestone: { shared: true, firm: false },
    'milestone-client-note': { shared: true, firm: true },
    'milestone-firm-note': { shared: false, firm: false },
    document: { shared: true, firm: false },
    'event:case-opened': { shared: true, firm: true },
    'event:status-changed': { shared: true, firm: true },
    'event:assignee-changed': { shared: false, firm: false },
    'event:details-changed': { shared: true, firm: true },
    'event:milestone-changed': { shared: true, firm: false },
    'event:milestone-added': { shared: true, firm: false },
    'event:document-added': { shared: true, firm: false },
    'event:client-attached': { shared: true, firm: true },
    'event:invitation-sent': { shared: false, firm: false },
    'event:viewing-proposed': { shared: true, firm: true },
    'event:viewing-changed': { shared: true, firm: true },
    'event:viewing-answered': { shared: true, firm: true },
    'event:feedback-saved': { shared: false, firm: false },
    'event:feedback-released': { shared: true, firm: true },
    'event:offer-received': { shared: true, firm: true },
    'event:offer-changed': { shared: true, firm: true },
    'event:offer-advised': { shared: true, firm: true },
    'event:message-sent': { shared: true, firm: true },
    'event:report-sent': { shared: true, firm: true },
    'event:report-held': { shared: false, firm: false },
  };

  it('walks every kind for every party and every mark', () => {
    for (const kind of CASE_THING_KINDS)
      for (const visibility of VISIBILITIES)
        for (const party of CASE_PARTIES satisfies readonly CaseParty[])
          expect(maySee(party, kind, visibility), `${party} ${kind} ${visibility}`).toBe(
            party === 'staff' || EXPECTED_FOR_CLIENT[kind][visibility],
          );
  });
});

describe('request bodies', () => {
  it('opens a case for a side, and refuses another side or an unknown key', () => {
    expect(CaseOpenSchema.parse({ side: 'seller' })).toEqual({ side: 'seller' });
    expect(CaseOpenSchema.safeParse({ side: 'landlord' }).success).toBe(false);
    expect(CaseOpenSchema.safeParse({ side: 'buyer', admin: true }).success).toBe(false);
    expect(CaseOpenSchema.safeParse({ side: 'buyer', title: 'x'.repeat(121) }).success).toBe(false);
  });

  it('needs the version for every update, and refuses impossible dates and huge numbers', () => {
    expect(MilestoneUpdateSchema.safeParse({ state: 'done' }).error?.issues[0]?.message).toBe('versionRequired');
    expect(MilestoneUpdateSchema.safeParse({ version: 1e300, state: 'done' }).success).toBe(false);
    expect(MilestoneUpdateSchema.safeParse({ version: 1.5, state: 'done' }).success).toBe(false);
    expect(MilestoneUpdateSchema.safeParse({ version: 1, dueOn: '2026-02-30' }).error?.issues[0]?.message).toBe('dateInvalid');
    expect(MilestoneUpdateSchema.parse({ version: 1, dueOn: '2028-02-29', clientNote: ' <b>Hola</b> ' })).toEqual({
      version: 1,
      dueOn: '2028-02-29',
      clientNote: 'Hola',
    });
    expect(CaseUpdateSchema.safeParse({ version: 2, status: 'sold' }).success).toBe(false);
    expect(CaseUpdateSchema.parse({ version: 2, conditions: ['mortgaged', 'mortgaged', 'financed'] }).conditions).toEqual([
      'financed',
      'mortgaged',
    ]);
    expect(CaseUpdateSchema.safeParse({ version: 2, conditions: ['always'] }).success).toBe(false);
  });

  it('takes a firm-made step in both languages', () => {
    expect(MilestoneAddSchema.safeParse({ label: { es: 'Reforma' }, actor: 'firm' }).success).toBe(false);
    expect(MilestoneAddSchema.parse({ label: { es: 'Reforma', en: 'Works' }, actor: 'firm' }).visibility).toBe('shared');
  });

  it('reads the list’s filters and the upload’s query', () => {
    expect(CaseListQuerySchema.parse({ side: 'buyer', overdue: 'true', assigned: 'me' })).toEqual({
      side: 'buyer',
      overdue: true,
      assigned: 'me',
    });
    expect(CaseListQuerySchema.safeParse({ overdue: 'yes' }).success).toBe(false);
    expect(PortalUploadQuerySchema.parse({ item: 'title-deed', name: '../../etc/pass"wd.pdf' }).name).toBe(
      '..-..-etc-pass-wd.pdf',
    );
    expect(PortalUploadQuerySchema.safeParse({ item: 'title-deed', name: '..' }).success).toBe(false);
    expect(PortalUploadQuerySchema.safeParse({ item: 'title-deed', name: 'a.pdf', visibility: 'firm' }).success).toBe(false);
    expect(StaffUploadQuerySchema.parse({ item: 'other', name: 'notas.pdf' }).visibility).toBe('shared');
    expect(NoticeFrequencySchema.safeParse({ frequency: 'weekly' }).success).toBe(false);
  });
});
