import { CalculatorPage } from './calculator-page.tsx';

export default function CapitalGainsCalculatorPage() {
  return <CalculatorPage id="capital-gains" />;
}
