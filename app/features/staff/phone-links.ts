// A parent's phone as typed (any spacing, with or without +91 or a leading 0) as the links
// the office taps: a call, and a WhatsApp chat (wa.me wants the country code, digits only).
export function indianPhoneDigits(phone: string): string | undefined {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return digits.length === 12 && digits.startsWith("91") ? digits : undefined;
}

export function phoneLinks(phone: string): { tel: string; whatsapp: string } | undefined {
  const digits = indianPhoneDigits(phone);
  return digits ? { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` } : undefined;
}
