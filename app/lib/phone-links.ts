// A parent's phone as typed (any spacing, with or without +91 or a leading 0) as the links
// the office taps: a call, and a WhatsApp chat (wa.me wants the country code, digits only).

/** A phone number's own digits: +91 98765 43210, 098765 43210 and 9876543210 are one number. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

export function indianPhoneDigits(phone: string): string | undefined {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? `91${digits}` : undefined;
}

export function phoneLinks(phone: string): { tel: string; whatsapp: string } | undefined {
  const digits = indianPhoneDigits(phone);
  return digits ? { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` } : undefined;
}
