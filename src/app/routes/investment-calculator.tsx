import { CalculatorPage } from './calculator-page.tsx';

export default function InvestmentCalculatorPage() {
  return <CalculatorPage id="investment" />;
}
