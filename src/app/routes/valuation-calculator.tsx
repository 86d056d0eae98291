import { CalculatorPage } from './calculator-page.tsx';

export default function ValuationCalculatorPage() {
  return <CalculatorPage id="valuation" />;
}
