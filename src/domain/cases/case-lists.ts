/**
 * The Spanish process a case file starts from (issue 43): each side's milestones and document checklist,
 * as keys with who acts or provides and when an item applies. Their words, in both languages, are in
 * src/i18n/{es,en}/cases.ts, typed by these keys, so a step without its label fails the typecheck.
 */

export const CASE_SIDES = ['seller', 'buyer'] as const;
export type CaseSide = (typeof CASE_SIDES)[number];

/** Who acts on a milestone, or provides a document. */
export const CASE_ACTORS = [
  'firm',
  'client',
  'firmOrClient',
  'notary',
  'technician',
  'administrator',
  'bank',
  'community',
  'sellerSide',
] as const;
export type CaseActor = (typeof CASE_ACTORS)[number];

/**
 * When a checklist item applies. `always`, or a circumstance of the case that staff mark (an item that does
 * not apply is shown as not needed rather than dropped, so the client sees the whole list).
 */
/** The circumstances staff mark on a case. */
export const CASE_CONDITIONS = [
  'mortgaged',
  'nonResident',
  'newBuild',
  'buildingOver30Years',
  'powerOfAttorney',
  'protectedHousing',
  'financed',
] as const;
export type CaseCondition = (typeof CASE_CONDITIONS)[number];
export const ITEM_CONDITIONS = ['always', ...CASE_CONDITIONS] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export const SELLER_MILESTONE_KEYS = [
  'valuation',
  'mandate-kyc',
  'documents',
  'marketing',
  'viewings',
  'offers',
  'arras',
  'deed',
  'after-sale',
] as const;
export const BUYER_MILESTONE_KEYS = [
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
] as const;
export type SellerMilestoneKey = (typeof SELLER_MILESTONE_KEYS)[number];
export type BuyerMilestoneKey = (typeof BUYER_MILESTONE_KEYS)[number];
export type ListedMilestoneKey = SellerMilestoneKey | BuyerMilestoneKey;

export type MilestoneTemplate<K extends string = ListedMilestoneKey> = {
  key: K;
  actor: CaseActor;
  condition: ItemCondition;
};

/** Seller: valuation → mandate and identification (Ley 10/2010) → documents (CEE before any advert) → … → after the sale. */
export const SELLER_MILESTONES: readonly MilestoneTemplate<SellerMilestoneKey>[] = [
  { key: 'valuation', actor: 'firm', condition: 'always' },
  { key: 'mandate-kyc', actor: 'client', condition: 'always' },
  { key: 'documents', actor: 'client', condition: 'always' },
  { key: 'marketing', actor: 'firm', condition: 'always' },
  { key: 'viewings', actor: 'firm', condition: 'always' },
  { key: 'offers', actor: 'firm', condition: 'always' },
  { key: 'arras', actor: 'client', condition: 'always' },
  { key: 'deed', actor: 'notary', condition: 'always' },
  { key: 'after-sale', actor: 'client', condition: 'always' },
];

/** Buyer: brief → NIE and bank → shortlist → viewings → offer → due diligence → arras → mortgage valuation → deed → taxes. */
export const BUYER_MILESTONES: readonly MilestoneTemplate<BuyerMilestoneKey>[] = [
  { key: 'brief', actor: 'client', condition: 'always' },
  { key: 'nie-bank', actor: 'client', condition: 'always' },
  { key: 'shortlist', actor: 'firm', condition: 'always' },
  { key: 'viewings', actor: 'firm', condition: 'always' },
  { key: 'offer', actor: 'client', condition: 'always' },
  { key: 'due-diligence', actor: 'firm', condition: 'always' },
  { key: 'arras', actor: 'client', condition: 'always' },
  { key: 'mortgage-valuation', actor: 'bank', condition: 'financed' },
  { key: 'deed', actor: 'notary', condition: 'always' },
  { key: 'taxes-registration', actor: 'firm', condition: 'always' },
];

export const SELLER_DOCUMENT_KEYS = [
  'owner-id',
  'title-deed',
  'nota-simple',
  'energy-certificate',
  'ibi-receipt',
  'community-certificate',
  'mortgage-certificate',
  'building-inspection',
  'first-occupation-licence',
  'power-of-attorney',
  'protected-housing-permit',
  'tax-residence-certificate',
] as const;
export const BUYER_DOCUMENT_KEYS = [
  'buyer-id',
  'proof-of-funds',
  'mortgage-pre-approval',
  'nota-simple',
  'community-certificate',
  'energy-certificate',
  'building-inspection',
] as const;
export type SellerDocumentKey = (typeof SELLER_DOCUMENT_KEYS)[number];
export type BuyerDocumentKey = (typeof BUYER_DOCUMENT_KEYS)[number];
export type DocumentItemKey = SellerDocumentKey | BuyerDocumentKey;

export type ChecklistItem<K extends string = DocumentItemKey> = {
  key: K;
  provider: CaseActor;
  condition: ItemCondition;
};

export const SELLER_CHECKLIST: readonly ChecklistItem<SellerDocumentKey>[] = [
  { key: 'owner-id', provider: 'client', condition: 'always' },
  { key: 'title-deed', provider: 'client', condition: 'always' },
  { key: 'nota-simple', provider: 'firmOrClient', condition: 'always' },
  { key: 'energy-certificate', provider: 'technician', condition: 'always' },
  { key: 'ibi-receipt', provider: 'client', condition: 'always' },
  { key: 'community-certificate', provider: 'administrator', condition: 'always' },
  { key: 'mortgage-certificate', provider: 'bank', condition: 'mortgaged' },
  { key: 'building-inspection', provider: 'community', condition: 'buildingOver30Years' },
  { key: 'first-occupation-licence', provider: 'client', condition: 'newBuild' },
  { key: 'power-of-attorney', provider: 'client', condition: 'powerOfAttorney' },
  { key: 'protected-housing-permit', provider: 'client', condition: 'protectedHousing' },
  { key: 'tax-residence-certificate', provider: 'client', condition: 'nonResident' },
];

export const BUYER_CHECKLIST: readonly ChecklistItem<BuyerDocumentKey>[] = [
  { key: 'buyer-id', provider: 'client', condition: 'always' },
  { key: 'proof-of-funds', provider: 'client', condition: 'always' },
  { key: 'mortgage-pre-approval', provider: 'client', condition: 'financed' },
  { key: 'nota-simple', provider: 'sellerSide', condition: 'always' },
  { key: 'community-certificate', provider: 'sellerSide', condition: 'always' },
  { key: 'energy-certificate', provider: 'sellerSide', condition: 'always' },
  { key: 'building-inspection', provider: 'sellerSide', condition: 'buildingOver30Years' },
];

export const MILESTONES_OF: { readonly [S in CaseSide]: readonly MilestoneTemplate[] } = {
  seller: SELLER_MILESTONES,
  buyer: BUYER_MILESTONES,
};

export const CHECKLIST_OF: { readonly [S in CaseSide]: readonly ChecklistItem[] } = {
  seller: SELLER_CHECKLIST,
  buyer: BUYER_CHECKLIST,
};

/** Every listed key of either side, for the i18n's labels and the schemas. */
export const LISTED_MILESTONE_KEYS = [...new Set<ListedMilestoneKey>([...SELLER_MILESTONE_KEYS, ...BUYER_MILESTONE_KEYS])];
export const DOCUMENT_ITEM_KEYS = [...new Set<DocumentItemKey>([...SELLER_DOCUMENT_KEYS, ...BUYER_DOCUMENT_KEYS])];

/** The item a free upload (no checklist item) is filed under. */
export const FREE_ITEM = 'other';
export type DocumentItem = DocumentItemKey | typeof FREE_ITEM;

/** A firm-made step's key: `firm-` and a short slug, so it never collides with a listed one. */
export const FIRM_MILESTONE_PREFIX = 'firm-';
export const MILESTONE_KEY_PATTERN = /^[a-z][a-z0-9-]{1,47}$/;

export const isListedMilestone = (side: CaseSide, key: string): boolean => MILESTONES_OF[side].some((m) => m.key === key);

/** Whether a checklist item belongs to the side's list (a free upload's `other` belongs to both). */
export const isChecklistItem = (side: CaseSide, key: string): key is DocumentItem =>
  key === FREE_ITEM || CHECKLIST_OF[side].some((i) => i.key === key);
