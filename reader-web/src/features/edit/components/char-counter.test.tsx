import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { fieldRule, stripNewlines } from '../limits';
import { CharCounter } from './char-counter';

function counter(value: string, rule = fieldRule('convo', 'Title')) {
  render(<CharCounter id="c" value={value} rule={rule} />);
  return screen.getByText(/characters/);
}

describe('character counter', () => {
  it.each([
    ['too short', 'a'.repeat(9), false, '9 characters (10 to 75): too short'],
    ['at the minimum', 'a'.repeat(10), true, '10 characters (10 to 75)'],
    ['at the maximum', 'a'.repeat(75), true, '75 characters (10 to 75)'],
    ['too long', 'a'.repeat(76), false, '76 characters (10 to 75): too long'],
  ])('is %s: green within the limits, red outside', (_name, value, within, text) => {
    const element = counter(value);
    expect(element).toHaveTextContent(text);
    expect(element).toHaveClass(within ? 'char-counter--within' : 'char-counter--outside');
  });

  it('counts the trimmed value in characters, as the server does', () => {
    expect(counter('  ' + '😀'.repeat(10) + '  ')).toHaveTextContent('10 characters');
  });

  it('treats an empty optional section as within, but a short one as outside', () => {
    const rule = { min: 10, max: 500, multiline: true, minWhenPresent: true };
    expect(counter('', rule)).toHaveClass('char-counter--within');
    document.body.innerHTML = '';
    expect(counter('Too short.'.slice(0, 9), rule)).toHaveClass('char-counter--outside');
  });

  it("says an argument's text cannot be empty: a new argument starts without it, no edit may leave it so", () => {
    const rule = fieldRule('arg', 'Argument');
    expect(counter('', rule)).toHaveTextContent('0 characters (100 to 5000): it cannot be empty');
    expect(screen.getByText(/cannot be empty/)).toHaveClass('char-counter--outside');
  });

  it('uses the spec limits for descriptions', () => {
    expect(fieldRule('convo', 'Description')).toMatchObject({ min: 160, max: 300 });
    expect(fieldRule('arg', 'Description')).toMatchObject({ min: 160, max: 300 });
    expect(fieldRule('pos', 'Description')).toMatchObject({ min: 0, max: 300 });
    expect(fieldRule('arg', 'CounterArguments')).toMatchObject({ min: 100, max: 5000 });
  });

  it('strips newlines from one-line fields', () => {
    expect(stripNewlines('one\ntwo \r\n\n three')).toBe('one two three');
  });
});
