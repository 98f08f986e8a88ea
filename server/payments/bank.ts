import type { BankTransferDetails } from "@/lib/checkout/bank-details";
import { mod97 } from "@/server/users/vat/checksums";

/**
 * Where bank transfers go, per currency. The accounts are the operator's: these
 * are well-formed placeholders (valid IBAN check digits) to be replaced before
 * going live. The transfer title is the order number, which is how incoming
 * money is matched to its order.
 */

/** The transfer details of lib/checkout/bank-details.ts, with the account's currency. */
export interface BankDetails extends BankTransferDetails {
  currency: string;
}

/** ISO 13616 check digits, so a placeholder passes every bank form's format check. */
export function iban(country: string, bban: string): string {
  const check = String(98 - mod97(`${bban}${country}00`)).padStart(2, "0");
  return `${country}${check}${bban}`;
}

const HOLDER = "Boxwright";

const ACCOUNTS: Record<string, Omit<BankDetails, "reference" | "amount" | "currency">> = {
  EUR: {
    account_holder: HOLDER,
    bank_name: "Boxwright Bank Europe",
    iban: iban("DE", "100100100123456789"),
    bic: "BOXWDEFFXXX",
    sort_code: null,
    account_number: null,
  },
  GBP: {
    account_holder: HOLDER,
    bank_name: "Boxwright Bank UK",
    iban: iban("GB", "BOXW40000012345678"),
    bic: "BOXWGB2LXXX",
    sort_code: "40-00-00",
    account_number: "12345678",
  },
  PLN: {
    account_holder: HOLDER,
    bank_name: "Boxwright Bank Polska",
    iban: iban("PL", "109010140000071219812874"),
    bic: "BOXWPLPWXXX",
    sort_code: null,
    account_number: null,
  },
  RON: {
    account_holder: HOLDER,
    bank_name: "Boxwright Bank România",
    iban: iban("RO", "BOXW0000080012345678"),
    bic: "BOXWROBUXXX",
    sort_code: null,
    account_number: null,
  },
  SEK: {
    account_holder: HOLDER,
    bank_name: "Boxwright Bank Sverige",
    iban: iban("SE", "50000000058398257466"),
    bic: "BOXWSESSXXX",
    sort_code: null,
    account_number: null,
  },
};

export function bankDetailsFor(currency: string, orderNumber: string, amount: number): BankDetails | null {
  const account = ACCOUNTS[currency];
  return account ? { currency, ...account, reference: orderNumber, amount } : null;
}
