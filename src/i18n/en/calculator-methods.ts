import { ABATEMENT, ANNUITY_CAP_EUR, SENIOR_AGE_YEARS } from '../../domain/calculators/capital-gains-tables.ts';
import {
  CONSTRUCTION_SHARE_PCT,
  DEPRECIATION_PCT_PER_YEAR,
  NEW_BUILD_STAMP_DUTY_BANDS,
  NEW_BUILD_VAT_PCT,
  PURCHASE_FEES_PCT,
  RENTAL_INCOME_REDUCTION_CONTRACTS_FROM_ISO,
  RENTAL_INCOME_REDUCTION_PCT,
  SALE_COSTS_PCT,
  SECOND_HAND_TRANSFER_TAX_PCT,
} from '../../domain/calculators/investment-tables.ts';
import { MANAGEMENT_FEE_RATE, RENOVATION_PROPERTY_TYPES, SYNERGY } from '../../domain/calculators/renovation-tables.ts';
import { LATEST_SAVINGS_TAX_YEAR } from '../../domain/calculators/savings-tax-tables.ts';
import { DISTRICT_SLUGS } from '../../domain/calculators/valuation-tables.ts';
import type { CalculatorMethodsMessages } from '../calculator-methods-types.ts';
import { formattersFor } from '../format.ts';
import { tableFigures } from '../table-figures.ts';

const { money, number, date } = formattersFor('en');
const { pct, change, savingsRates: rates, savingsTopBandFromEur: topThreshold, firstYearWithoutAbatement } = tableFigures('en');
const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const [ajdLow, ajdMid, ajdHigh] = NEW_BUILD_STAMP_DUTY_BANDS;

export const calculatorMethods: CalculatorMethodsMessages = {
  methodTitle: 'How we calculate',
  limitsTitle: 'What it leaves out',
  pages: {
    valuation: {
      method: [
        `It starts from the average price per m² of each of the ${number(DISTRICT_SLUGS.length)} districts and towns it covers.`,
        'It adjusts that price for the type of property, its condition, the floor and the lift (which do not count for a house), the building’s age, the floor area, and the balance of bedrooms and bathrooms.',
        'It adds the value of each extra: terrace, parking space, storage room, concierge, pool or garden.',
        'It rounds to the thousand and gives a range, narrower the more typical the property is for the district.',
      ],
      limits: [
        'It works from average market prices, not from recent comparable sales or a visit.',
        'It does not weigh orientation, views, finishes, or the property’s legal or tenancy status.',
        'It does not replace an official appraisal, which needs an approved valuer.',
      ],
    },
    'capital-gains': {
      method: [
        'Gain = transfer value (sale price less costs) less acquisition value (price, purchase costs and taxes, and improvements). No inflation coefficients: they were abolished in 2015.',
        `For purchases before ${firstYearWithoutAbatement}, it applies the reduction of transitional provision 9 of the income tax law: ${pct(ABATEMENT.percentPerYear)} for each year of ownership up to ${date(ABATEMENT.ownershipCountedToIso)} (rounded up) beyond ${number(ABATEMENT.yearsWithoutReduction)}; ${pct(ABATEMENT.fullPercent)} beyond ${number(ABATEMENT.fullyAbatedAfterYears)}. Only on the part of the gain made up to ${date(ABATEMENT.gainGeneratedToIso)}, both days counted, and only up to ${money(ABATEMENT.transmissionValueCapEur)} of transfer value in total since 2015.`,
        `An improvement keeps its own date: one made after ${firstYearWithoutAbatement - 1} gets no reduction, even when the purchase does. The sale value is split between the purchase and the improvement in proportion to their cost; a separate valuation might split it otherwise.`,
        `It applies one exemption at most: the sale of the main residence at ${number(SENIOR_AGE_YEARS)} or over (or in severe or great dependency); reinvestment in a new main residence, for the share reinvested out of the transfer value less the loan paid off with the sale; or, at ${number(SENIOR_AGE_YEARS)} or over, a life annuity, into which at most ${money(ANNUITY_CAP_EUR)} can be put.`,
        `It taxes the taxable gain on the savings scale in force in the year of the sale (from ${LATEST_SAVINGS_TAX_YEAR}: ${list(rates)}, the last above ${money(topThreshold)}), as if this gain were the year’s only savings income.`,
      ],
      limits: [
        'It leaves out the municipal capital gains tax on urban land (plusvalía municipal), paid to the town hall.',
        'It applies no regional deductions, nor the foral regimes of the Basque Country and Navarre.',
        'It does not cover non-residents, who pay the non-residents’ income tax, with a withholding by the buyer.',
        'It does not cover inheritances, gifts, offsettable losses or property used in a business. It is an indicative estimate, not tax advice.',
      ],
    },
    renovation: {
      method: [
        'It prices each item at the average costs of the chosen finish: rooms, flooring, painting, electrics and plumbing by floor area; kitchen and bathrooms by unit.',
        `It adds ${pct(MANAGEMENT_FEE_RATE * 100)} for project management, licences and permits.`,
        `It estimates the value added from the finish’s multiplier and the area’s factor; a full renovation (kitchen, a bathroom and at least ${number(SYNERGY.minRooms)} rooms) adds ${change(SYNERGY.multiplier)}.`,
        'The market sets the ceiling: a renovated home sells at most at the highest price per m² of its area. So the return depends on what the home is worth today, and it can be negative.',
        `For a house, the cost is ${change(RENOVATION_PROPERTY_TYPES.house.costFactor)} lower and the value added ${change(RENOVATION_PROPERTY_TYPES.house.valueFactor)} higher.`,
      ],
      limits: [
        'It uses average costs: the home’s real condition, measurements and finishes change the budget.',
        'It leaves out financing the works and the taxes of a later sale.',
        'It is an indicative estimate; a firm budget needs a visit.',
      ],
    },
    investment: {
      method: [
        'Every option gets the same capital: what the purchase needs on day one (the price less the mortgage, plus taxes and costs).',
        `Purchase taxes of the Community of Madrid: ${pct(SECOND_HAND_TRANSFER_TAX_PCT)} transfer tax (ITP) on a resale; on a new build, ${pct(NEW_BUILD_VAT_PCT)} VAT and stamp duty (AJD) of ${pct(ajdLow.ratePct)} up to ${money(ajdLow.upToEur)}, ${pct(ajdMid.ratePct)} up to ${money(ajdMid.upToEur)} and ${pct(ajdHigh.ratePct)} above, crossing a threshold never costing more than the excess; and ${pct(PURCHASE_FEES_PCT)} for notary, registry and agency.`,
        `The rent is taxed at your marginal rate after costs, interest and depreciation (${pct(DEPRECIATION_PCT_PER_YEAR)} a year of the building, taken as ${pct(CONSTRUCTION_SHARE_PCT)} of the whole purchase cost with taxes and fees), with the ${pct(RENTAL_INCOME_REDUCTION_PCT)} reduction of the positive net rental income (contracts from ${date(RENTAL_INCOME_REDUCTION_CONTRACTS_FROM_ISO)}).`,
        `At the end of the term the flat is sold with ${pct(SALE_COSTS_PCT)} in costs and income tax on the gain on sale is paid on the savings scale. Deposits and bonds are taxed on their interest every year; funds at the end. The options are compared by their internal rate of return (IRR).`,
      ],
      limits: [
        'Returns, the rise in value and the rise in rent are assumptions, not forecasts.',
        'It applies the Community of Madrid’s taxes with no personal allowances or main-residence reductions.',
        'It leaves out unpaid rent, extraordinary levies and changes in the law. It is an indicative estimate, not financial advice.',
      ],
    },
    'compound-interest': {
      method: [
        'It turns the annual return into an equivalent monthly rate for the compounding chosen: monthly, quarterly or annual.',
        'It adds each contribution at the end of the month; the yearly rise of the contribution, if any, applies at the start of each year.',
        'It shows the balance in today’s euros by discounting the inflation given.',
        `If asked, it applies the savings scale (${list(rates)}) to the interest as if it were collected at the end of the term.`,
      ],
      limits: [
        'It assumes a constant return, which no market guarantees.',
        'It leaves out management and custody fees.',
        'A product that pays out interest every year is taxed sooner and grows less. It is an indicative estimate, not financial advice.',
      ],
    },
  },
};
