function luhnSum(digits: string, doubleFirstFromRight: boolean): number {
  let sum = 0;
  let double = doubleFirstFromRight;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let value = Number(digits.charAt(i));
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
    double = !double;
  }
  return sum;
}

/** True when a string of digits ends in a correct Luhn (mod 10) check digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

/** The check digit that makes `digitsWithoutCheck` + digit Luhn-valid. */
export function luhnCheckDigit(digitsWithoutCheck: string): number {
  if (!/^\d*$/.test(digitsWithoutCheck)) throw new RangeError('Digits only');
  return (10 - (luhnSum(digitsWithoutCheck, true) % 10)) % 10;
}
