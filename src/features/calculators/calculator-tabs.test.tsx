// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CalculatorTabs } from './calculator-tabs.tsx';

afterEach(cleanup);

type Id = 'first' | 'second';

function Tabs() {
  const [active, setActive] = useState<Id>('first');
  return (
    <CalculatorTabs<Id>
      label="Calculators"
      active={active}
      onChange={setActive}
      tabs={[
        { id: 'first', label: 'First', panel: <input aria-label="First figure" defaultValue="" /> },
        { id: 'second', label: 'Second', panel: <input aria-label="Second figure" defaultValue="" /> },
      ]}
    />
  );
}

describe('calculator tabs', () => {
  it('prerender only the selected panel’s content, keeping every panel for its tab', () => {
    const html = renderToString(<Tabs />);
    expect(html).toContain('First figure');
    expect(html).not.toContain('Second figure');
    expect(html).toContain('id="calculator-panel-second"');
  });

  it('make a panel when its tab is first chosen and keep what was typed in the one left', () => {
    render(<Tabs />);
    expect(screen.queryByLabelText('Second figure')).toBeNull();
    fireEvent.change(screen.getByLabelText('First figure'), { target: { value: '120' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tabpanel', { name: 'Second' }).querySelector('input')).not.toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'First' }));
    expect(screen.getByLabelText<HTMLInputElement>('First figure').value).toBe('120');
  });
});
