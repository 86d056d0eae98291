import { CalculatorPage } from './calculator-page.tsx';

export default function CompoundInterestCalculatorPage() {
  return <CalculatorPage id="compound-interest" />;
}
