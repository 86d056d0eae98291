import { ABATEMENT, ANNUITY_CAP_EUR, SENIOR_AGE_YEARS } from '../../domain/calculators/capital-gains-tables.ts';
import {
  NEW_BUILD_STAMP_DUTY_PCT,
  NEW_BUILD_VAT_PCT,
  PURCHASE_FEES_PCT,
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
        `For purchases before ${firstYearWithoutAbatement}, it applies the reduction of transitional provision 9 of the income tax law: ${pct(ABATEMENT.percentPerYear)} for each year of ownership beyond ${number(ABATEMENT.yearsWithoutReduction)}, only on the part of the gain made up to ${date(ABATEMENT.gainGeneratedToIso)}, and only up to ${money(ABATEMENT.transmissionValueCapEur)} of transfer value in total since 2015.`,
        `It applies one exemption at most: the sale of the main residence at ${number(SENIOR_AGE_YEARS)} or over, reinvestment in a new main residence, or a life annuity of up to ${money(ANNUITY_CAP_EUR)} at ${number(SENIOR_AGE_YEARS)} or over.`,
        `It taxes the rest on the savings scale of the year of the sale: ${list(rates)}, the last from ${LATEST_SAVINGS_TAX_YEAR} above ${money(topThreshold)}.`,
      ],
      limits: [
        'It leaves out the municipal capital gains tax on urban land (plusvalía municipal), paid to the town hall.',
        'It applies no regional deductions, nor the foral regimes of the Basque Country and Navarre.',
        'It does not cover non-residents, who pay the non-residents’ income tax, with a withholding by the buyer.',
        'It does not cover inheritances, gifts, offsettable losses or property used in a business. It is an orientative estimate, not tax advice.',
      ],
    },
    renovation: {
      method: [
        'It prices each item at the average costs of the chosen finish: rooms, flooring, painting, electrics and plumbing by floor area; kitchen and bathrooms by unit.',
        `It adds ${pct(MANAGEMENT_FEE_RATE * 100)} for project management, licences and permits.`,
        `It estimates the value added from the finish’s multiplier and the area’s factor; a full renovation (kitchen, a bathroom and at least ${number(SYNERGY.minRooms)} rooms) adds ${change(SYNERGY.multiplier)}.`,
        `For a house, the cost is ${change(RENOVATION_PROPERTY_TYPES.house.costFactor)} lower and the value added ${change(RENOVATION_PROPERTY_TYPES.house.valueFactor)} higher.`,
      ],
      limits: [
        'It uses average costs: the home’s real condition, measurements and finishes change the budget.',
        'It leaves out financing the works and the taxes of a later sale.',
        'It is an orientative estimate; a firm budget needs a visit.',
      ],
    },
    investment: {
      method: [
        'Every option gets the same capital: what the purchase needs on day one (the price less the mortgage, plus taxes and costs).',
        `Purchase taxes of the Community of Madrid: ${pct(SECOND_HAND_TRANSFER_TAX_PCT)} transfer tax (ITP) on a resale; ${pct(NEW_BUILD_VAT_PCT)} VAT and ${pct(NEW_BUILD_STAMP_DUTY_PCT)} stamp duty (AJD) on a new build; and ${pct(PURCHASE_FEES_PCT)} for notary, registry and agency.`,
        `The rent is taxed at your marginal rate after costs, interest and depreciation, with the ${pct(RENTAL_INCOME_REDUCTION_PCT)} reduction for residential lets.`,
        `At the end of the term the flat is sold with ${pct(SALE_COSTS_PCT)} in costs and the gain pays the savings scale, as each alternative does. The options are compared by their internal rate of return (IRR).`,
      ],
      limits: [
        'Returns, the rise in value and the rise in rent are assumptions, not forecasts.',
        'It applies the Community of Madrid’s taxes with no personal allowances or main-residence reductions.',
        'It leaves out unpaid rent, extraordinary levies and changes in the law. It is an orientative estimate, not financial advice.',
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
        'A product that pays out interest every year is taxed sooner and grows less. It is an orientative estimate, not financial advice.',
      ],
    },
  },
};
