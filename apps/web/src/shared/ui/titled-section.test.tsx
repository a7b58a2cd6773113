import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section';

function renderSection(node: React.ReactNode) {
  return render(<MantineProvider>{node}</MantineProvider>);
}

describe('TitledSection', () => {
  it('is a region named by its heading, with the description under it', () => {
    renderSection(
      <TitledSection title="Linked numbers" description="We know it is you.">
        <p>Body</p>
      </TitledSection>,
    );
    const region = screen.getByRole('region', { name: 'Linked numbers' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Linked numbers' })).toBeVisible();
    expect(region).toHaveTextContent('Linked numbersWe know it is you.Body');
  });

  it('keeps an id the page gives so another element can be named by the heading', () => {
    renderSection(
      <TitledSection id="service-addresses" title="Service addresses">
        <ul aria-labelledby="service-addresses" />
      </TitledSection>,
    );
    expect(screen.getByRole('list', { name: 'Service addresses' })).toBeVisible();
  });

  it('makes the heading a focus target when given a ref', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderSection(
      <TitledSection title="Pay your bills automatically" titleRef={ref}>
        <p>Body</p>
      </TitledSection>,
    );
    expect(ref.current).toBe(screen.getByRole('heading', { name: 'Pay your bills automatically' }));
    expect(ref.current).toHaveAttribute('tabindex', '-1');
  });
});
