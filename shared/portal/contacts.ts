/**
 * The group's fixed contacts on the pharmacy communication page (spec §1), configured here only.
 * The business manager comes from the pharmacy's party (first employee), not from here.
 */
export interface Department {
  key: 'marketing' | 'administration' | 'purchases' | 'consulting';
  name: { ca: string; es: string };
  email: string;
  phone: string;
}

export interface Address {
  name: { ca: string; es: string };
  lines: string[];
}

/** The group's legal identity, printed on its letters and invoices. */
export const COMPANY = {
  name: 'Grup Farma Distribució, S.A.',
  taxId: 'A08000000',
  address: ['Carrer de la Indústria, 120', '08025 Barcelona'],
} as const;

export const COMPANY_CONTACTS = {
  phone: '+34 934 000 000',
  email: 'info@grup-farma.example.com',
  addresses: [
    {
      name: { ca: 'Seu central', es: 'Sede central' },
      lines: ['Carrer de la Indústria, 120', '08025 Barcelona'],
    },
    {
      name: { ca: 'Magatzem logístic', es: 'Almacén logístico' },
      lines: ['Polígon Industrial Can Roqueta, nau 14', '08202 Sabadell (Barcelona)'],
    },
  ] satisfies Address[],
  departments: [
    {
      key: 'marketing',
      name: { ca: 'Màrqueting', es: 'Marketing' },
      email: 'marqueting@grup-farma.example.com',
      phone: '+34 934 000 010',
    },
    {
      key: 'administration',
      name: { ca: 'Administració', es: 'Administración' },
      email: 'administracio@grup-farma.example.com',
      phone: '+34 934 000 020',
    },
    {
      key: 'purchases',
      name: { ca: 'Compres', es: 'Compras' },
      email: 'compres@grup-farma.example.com',
      phone: '+34 934 000 030',
    },
    {
      key: 'consulting',
      name: { ca: 'Consultoria', es: 'Consultoría' },
      email: 'consultoria@grup-farma.example.com',
      phone: '+34 934 000 040',
    },
  ] satisfies Department[],
} as const;

/**
 * A messaging link (WhatsApp click-to-chat) for a phone number: digits only, Spanish prefix added
 * to nine-digit national numbers. null when the number has too few digits to be one.
 */
export function messagingLink(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('00')) digits = digits.slice(2);
  if (digits.length === 9) digits = `34${digits}`;
  return digits.length >= 10 ? `https://wa.me/${digits}` : null;
}

/** The pharmacy communication page's answer (guest-pharmacy.communication). */
export interface Communication {
  /** The pharmacy's business manager (its party's first employee), or null when it has none. */
  business_manager: { name: string; phone: string | null; email: string | null; messaging_url: string | null } | null;
  company: {
    phone: string;
    email: string;
    addresses: { name_ca: string; name_es: string; lines: string[] }[];
    departments: { key: Department['key']; name_ca: string; name_es: string; email: string; phone: string }[];
  };
}
