import { CalculatorPage } from './calculator-page.tsx';

export default function RenovationCalculatorPage() {
  return <CalculatorPage id="renovation" />;
}
