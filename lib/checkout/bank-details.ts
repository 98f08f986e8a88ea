/**
 * Where a bank transfer goes, as the order answers it (`bank_details`) and as the
 * payment summary, the order page and the order mail state it. The shape is the
 * server's (server/payments/bank.ts builds it per currency); this is the one
 * isomorphic copy the screens and the mail read it through.
 */

export interface BankTransferDetails {
  account_holder: string;
  bank_name: string;
  iban: string;
  bic: string;
  /** Domestic details where shoppers expect them (sort code and account number in the UK). */
  sort_code: string | null;
  account_number: string | null;
  reference: string;
  amount: number;
}

/** An IBAN in groups of four, as banks print it and people type it. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The words a bank-details block needs, each under `bank.` in the PaymentSummary namespace. */
export const BANK_WORDS = ["title", "instructions", "holder", "bank", "iban", "bic", "sortCode", "accountNumber", "reference", "amount"] as const;
export type BankWord = (typeof BANK_WORDS)[number];

/** The block's words from a translator of the PaymentSummary namespace; the instructions name the transfer's reference. */
export function bankWords(translate: (key: `bank.${BankWord}`, values?: { reference: string }) => string, reference: string): Record<BankWord, string> {
  return Object.fromEntries(BANK_WORDS.map((word) => [word, translate(`bank.${word}`, word === "instructions" ? { reference } : undefined)])) as Record<
    BankWord,
    string
  >;
}
