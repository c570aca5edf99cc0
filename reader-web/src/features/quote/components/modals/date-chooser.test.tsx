import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EMPTY_DATE, type DateFields } from '../../date-rules';
import { DateChooser } from './date-chooser';

const NOW = new Date('2026-11-23T12:00:00Z');

function Harness() {
  const [value, setValue] = useState<DateFields>(EMPTY_DATE);
  return <DateChooser id="date" value={value} onChange={setValue} now={NOW} />;
}

async function choose(day: string, month: string, year: string) {
  const user = userEvent.setup();
  render(<Harness />);
  if (day) await user.selectOptions(screen.getByLabelText('Day'), day);
  if (month) await user.selectOptions(screen.getByLabelText('Month'), month);
  if (year) await user.type(screen.getByLabelText('Year'), year);
  return user;
}

const invalid = () => screen.queryByText('This date is invalid');

describe('the date chooser', () => {
  it('offers days 1 to 31 and the twelve months', () => {
    render(<Harness />);
    const days = [...(screen.getByLabelText('Day') as HTMLSelectElement).options];
    expect(days.map((option) => option.value)).toEqual([
      '',
      ...Array.from({ length: 31 }, (_, index) => String(index + 1)),
    ]);
    const months = [...(screen.getByLabelText('Month') as HTMLSelectElement).options];
    expect(months).toHaveLength(13);
    expect(months[4]).toHaveTextContent('April');
    expect(months[4]).toHaveValue('4');
    expect(screen.getByText('Optional. The year is 1 to 2026.')).toBeInTheDocument();
  });

  it('accepts a valid date', async () => {
    await choose('12', 'March', '2019');
    expect(invalid()).toBeNull();
  });

  it('says 31 April is invalid, and 30 April is not', async () => {
    const user = await choose('31', 'April', '2020');
    expect(screen.getByRole('alert')).toHaveTextContent('This date is invalid');
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Day'), '30');
    expect(invalid()).toBeNull();
  });

  it('allows February 29 in any year (spec section 5), never the 30th', async () => {
    const user = await choose('29', 'February', '2024');
    expect(invalid()).toBeNull();
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2023');
    expect(invalid()).toBeNull();
    await user.selectOptions(screen.getByLabelText('Day'), '30');
    expect(invalid()).toBeInTheDocument();
  });

  it('keeps the year from 1 to the current year', async () => {
    const user = await choose('1', 'January', '0');
    expect(invalid()).toBeInTheDocument();
    const year = screen.getByLabelText('Year');
    await user.clear(year);
    await user.type(year, '1');
    expect(invalid()).toBeNull();
    await user.clear(year);
    await user.type(year, '2026');
    expect(invalid()).toBeNull();
    await user.clear(year);
    await user.type(year, '2027');
    expect(invalid()).toBeInTheDocument();
  });

  it('takes digits only in the year', async () => {
    await choose('', '', '20a2-');
    expect(screen.getByLabelText('Year')).toHaveValue('202');
  });

  it('asks for all three parts, or none', async () => {
    const user = await choose('5', '', '');
    expect(
      screen.getByText('Choose the day, the month and the year, or leave all three empty.'),
    ).toBeInTheDocument();
    expect(invalid()).toBeNull();
    await user.selectOptions(screen.getByLabelText('Day'), '');
    expect(screen.getByText('Optional. The year is 1 to 2026.')).toBeInTheDocument();
  });
});
