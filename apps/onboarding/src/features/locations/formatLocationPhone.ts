// How a location's phone reads (decisions #9: Saudi numbers as +966). Google gives the national form, e.g.
// `011 462 3300` (a Riyadh landline) or `0551234567` (a mobile); other countries' numbers are shown as given.

/** Saudi national numbers: landlines 011–017 and mobiles 05, ten digits with the leading 0. */
const SAUDI_NATIONAL = /^0(1[1-7]|5\d)\d{7}$/;

export function formatLocationPhone(phone: string): string {
  const digits = phone.replace(/[\s\-()]/g, '');
  if (!SAUDI_NATIONAL.test(digits)) return phone.trim();
  const rest = digits.slice(1);
  return `+966 ${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`;
}
