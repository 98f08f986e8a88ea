"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useStates } from "@/components/account/AddressDialogs";
import { Checkbox, FormMessage, TextField } from "@/components/ui/fields";
import { useApi } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import shared from "@/components/ui/shared.module.css";
import type { ConsentAnswer, CurrentUser, CustomerType } from "@/lib/session/types";
import type { CountryOption } from "@/regions/countries";
import { AddressFields, emptyAddress, REQUIRED_ADDRESS_FIELDS, type AddressValues } from "./AddressFields";
import { checkVatId, submitDetails } from "./calls";
import type { StepProps } from "./CheckoutPage";
import styles from "./checkout.module.css";
import { useCheckoutProblem, type CheckoutProblem } from "./errors";
import type { InvoiceType, Order, OrderAddress, OrderDetails, VatCheck } from "./types";

/**
 * Step one, the 'order details group': e-mail, buyer, delivery and billing
 * addresses, phone, invoice and the agreements. Saved to the order, the consents
 * recorded, and the checkout moved on to delivery.
 */

interface DetailsValues {
  email: string;
  customer_type: CustomerType;
  company_name: string;
  vat_id: string;
  phone: string;
  invoice_type: InvoiceType;
  ship: AddressValues;
  billSame: boolean;
  bill: AddressValues;
  terms: boolean;
  newsletter: boolean;
}

type FieldErrors = Record<string, string>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ()-]*$/;

function addressValues(address: Partial<OrderAddress> | null, fallback: AddressValues): AddressValues {
  if (!address) return fallback;
  return {
    first_name: address.first_name ?? "",
    last_name: address.last_name ?? "",
    street: address.street ?? "",
    zip_code: address.zip_code ?? "",
    city: address.city ?? "",
    country_iso: address.country_iso ?? fallback.country_iso,
    state_id: address.state_id ? String(address.state_id) : "",
  };
}

const sameAddress = (a: AddressValues, b: AddressValues) => (Object.keys(a) as (keyof AddressValues)[]).every((key) => a[key] === b[key]);

/** What the order already holds, else what the shopper's account knows, else the storefront's home country. */
function initialValues(order: Order, user: CurrentUser | undefined, shipCountry: string, billCountry: string): DetailsValues {
  const person = { ...emptyAddress(shipCountry), first_name: user?.first_name ?? "", last_name: user?.last_name ?? "" };
  const ship = addressValues(order.ship_address, person);
  const bill = addressValues(order.bill_address, { ...ship, country_iso: ship.country_iso || billCountry });
  const started = order.email !== null;
  return {
    email: order.email ?? user?.email ?? "",
    customer_type: started ? (order.customer_type === "b2b" ? "b2b" : "b2c") : (user?.customer_type ?? "b2c"),
    company_name: order.bill_address?.company_name ?? user?.company_name ?? "",
    vat_id: order.vat_id ?? user?.vat_id ?? "",
    phone: order.ship_address?.phone ?? user?.phone ?? "",
    invoice_type: order.invoice_type === "proforma" ? "proforma" : "normal",
    ship,
    billSame: !order.bill_address || sameAddress(ship, bill),
    bill,
    terms: false,
    newsletter: false,
  };
}

function toAddress(values: AddressValues, extra: { company_name: string | null; phone: string | null }, hasStates: boolean): OrderAddress {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    company_name: extra.company_name,
    street: values.street.trim(),
    city: values.city.trim(),
    zip_code: values.zip_code.trim(),
    country_iso: values.country_iso,
    state_id: hasStates && values.state_id ? Number(values.state_id) : null,
    phone: extra.phone,
  };
}

export interface DetailsStepProps extends StepProps {
  user: CurrentUser | undefined;
  countries: readonly CountryOption[];
  homeCountry: string;
  /** A problem found later in the checkout that sent the shopper back here. */
  carried: CheckoutProblem | null;
}

const compactVatId = (vatId: string) => vatId.replace(/[\s.-]/g, "").toUpperCase();

/**
 * What the server decided for the VAT id saved on the order (the order answer's
 * reverse_charge, vat_check and vat_rate): reverse charge, no VAT, or VAT charged
 * and why. The browser only words the decision; it never makes it.
 */
export function vatDecisionOf(order: Pick<Order, "customer_type" | "vat_id" | "vat_check" | "reverse_charge" | "vat_rate">) {
  if (order.customer_type !== "b2b" || !order.vat_id || order.reverse_charge === undefined) return null;
  const values = { vatId: order.vat_id, rate: order.vat_rate ?? 0 };
  if (order.reverse_charge) return { key: "vatReverseCharge", values } as const;
  if (!order.vat_check) return { key: "vatUnconfirmed", values } as const;
  if ((order.vat_rate ?? 0) === 0) return { key: "vatNotCharged", values } as const;
  return { key: "vatCharged", values } as const;
}

export function DetailsStep({ checkout, update, withBusy, user, countries, homeCountry, carried }: DetailsStepProps) {
  const t = useTranslations("Checkout");
  const api = useApi();
  const queryClient = useQueryClient();
  const problemOf = useCheckoutProblem();
  const { order } = checkout;
  const shipCountries = countries.filter((country) => checkout.shipping_countries.includes(country.iso));
  const firstShipCountry = checkout.shipping_countries.includes(homeCountry) ? homeCountry : (checkout.shipping_countries[0] ?? homeCountry);
  const [values, setValues] = useState(() => initialValues(order, user, firstShipCountry, homeCountry));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(carried?.fields ?? {});
  const [message, setMessage] = useState<string | null>(carried?.message ?? null);
  const [vat, setVat] = useState<VatCheck | null>(null);
  const [askConsent, setAskConsent] = useState(false);
  const shipStates = useStates(values.ship.country_iso).data ?? [];
  const billStates = useStates(values.billSame ? values.ship.country_iso : values.bill.country_iso).data ?? [];
  const company = values.customer_type === "b2b";
  // Said of the VAT id the order holds, while the field still shows that id.
  const savedVat = vatDecisionOf(order);
  const vatDecision = savedVat && company && compactVatId(values.vat_id) === compactVatId(order.vat_id ?? "") ? savedVat : null;

  const change = <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const onText = (field: "email" | "company_name" | "vat_id" | "phone") => (event: { target: { value: string } }) => {
    change(field, event.target.value);
    if (field === "vat_id") setVat(null);
  };

  /** With one address for both, what the server says about the billing address belongs to the delivery fields. */
  const errorFor = (key: string): string | undefined => {
    if (fieldErrors[key]) return fieldErrors[key];
    if (key === "ship_address.phone") return fieldErrors["bill_address.phone"];
    if (values.billSame && key.startsWith("ship_address.")) return fieldErrors[key.replace("ship_address.", "bill_address.")];
    return undefined;
  };

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    const required = t("errors.required");
    if (!values.email.trim()) errors.email = required;
    else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = t("errors.invalidEmail");
    if (company && !values.company_name.trim()) errors["bill_address.company_name"] = t("errors.company_required");
    if (!PHONE_PATTERN.test(values.phone.trim())) errors["ship_address.phone"] = t("errors.invalidPhone");
    const addresses = [["ship_address", values.ship, shipStates.length > 0]] as [string, AddressValues, boolean][];
    if (!values.billSame) addresses.push(["bill_address", values.bill, billStates.length > 0]);
    for (const [prefix, address, hasStates] of addresses) {
      for (const field of REQUIRED_ADDRESS_FIELDS) if (!address[field].trim()) errors[`${prefix}.${field}`] = required;
      if (hasStates && !address.state_id) errors[`${prefix}.state_id`] = required;
    }
    return errors;
  }

  function details(): OrderDetails {
    const extra = { company_name: company ? values.company_name.trim() : null, phone: values.phone.trim() || null };
    const ship = toAddress(values.ship, extra, shipStates.length > 0);
    return {
      email: values.email.trim(),
      customer_type: values.customer_type,
      vat_id: company ? values.vat_id.trim() || null : null,
      invoice_type: values.invoice_type,
      ship_address: ship,
      bill_address: values.billSame ? { ...ship } : toAddress(values.bill, extra, billStates.length > 0),
    };
  }

  async function send(newsletter: boolean) {
    const consents: ConsentAnswer[] = [
      { type: "terms_and_conditions_and_privacy_policy", status: "granted" },
      { type: "newsletter", status: newsletter ? "granted" : "declined" },
    ];
    try {
      update(await withBusy("submittingOrderDetails", () => submitDetails(api, order.number, details(), consents)));
    } catch (failure) {
      const problem = problemOf(failure);
      setMessage(problem.message);
      setFieldErrors(problem.fields);
      // The cart was emptied elsewhere: the page shows the way back to it.
      if (problem.code === "cart_empty") await queryClient.invalidateQueries({ queryKey: ["checkout"] });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    setMessage(Object.keys(errors).length > 0 ? t("errors.validation") : null);
    if (Object.keys(errors).length > 0) return;
    if (!values.terms) {
      setAskConsent(true);
      return;
    }
    await send(values.newsletter);
  }

  async function checkVat() {
    const vatId = values.vat_id.trim();
    const prefix = /^[A-Za-z]{2}/.exec(vatId)?.[0]?.toUpperCase();
    const country = prefix ?? (values.billSame ? values.ship.country_iso : values.bill.country_iso);
    try {
      setVat(await checkVatId(api, { vat_id: vatId, country_iso: country, customer_type: values.customer_type }));
    } catch (failure) {
      setMessage(problemOf(failure).message);
    }
  }

  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="details-heading">
      <h2 id="details-heading">{t("details.title")}</h2>
      <form className={shared.form} onSubmit={submit} aria-labelledby="details-heading" noValidate>
        <FormMessage error={message} />
        <TextField
          label={t("details.email")}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          hint={t("details.emailHint")}
          error={errorFor("email")}
          onChange={onText("email")}
        />
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t("details.buyer")}</legend>
          {(["b2c", "b2b"] as const).map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" name="customer_type" value={type} checked={values.customer_type === type} onChange={() => change("customer_type", type)} />
              {t(`details.${type}`)}
            </label>
          ))}
        </fieldset>
        {company ? (
          <div className={styles.row}>
            <TextField
              label={t("details.companyName")}
              name="company_name"
              autoComplete="organization"
              maxLength={150}
              value={values.company_name}
              error={errorFor("bill_address.company_name")}
              onChange={onText("company_name")}
            />
            <div className={styles.inlineAction}>
              <TextField
                label={`${t("details.vatId")} (${t("details.optional")})`}
                name="vat_id"
                maxLength={20}
                value={values.vat_id}
                error={
                  errorFor("vat_id") ??
                  (vat && !vat.valid ? (vat.reason === "not_registered" ? t("details.vatNotRegistered") : t("details.vatInvalid")) : undefined)
                }
                hint={vat?.valid ? t("details.vatValid") : undefined}
                onChange={onText("vat_id")}
              />
              <Button variant="secondary" size="small" onClick={checkVat} disabled={!values.vat_id.trim()}>
                {t("details.checkVat")}
              </Button>
            </div>
            {vatDecision ? (
              <p className={styles.note} role="status" data-testid="vat-decision">
                {t(`details.${vatDecision.key}`, vatDecision.values)}
              </p>
            ) : null}
          </div>
        ) : null}
        <AddressFields
          prefix="ship_address"
          legend={t("details.deliveryAddress")}
          values={values.ship}
          countries={shipCountries}
          states={shipStates}
          errorFor={errorFor}
          onChange={(ship) => change("ship", ship)}
        />
        <TextField
          label={`${t("details.phone")} (${t("details.optional")})`}
          type="tel"
          name="phone"
          autoComplete="tel"
          maxLength={30}
          value={values.phone}
          hint={t("details.phoneHint")}
          error={errorFor("ship_address.phone")}
          onChange={onText("phone")}
        />
        <Checkbox label={t("details.billingSame")} name="bill_same" checked={values.billSame} onChange={(event) => change("billSame", event.target.checked)} />
        {values.billSame ? null : (
          <AddressFields
            prefix="bill_address"
            legend={t("details.billingAddress")}
            values={values.bill}
            countries={countries}
            states={billStates}
            errorFor={errorFor}
            onChange={(bill) => change("bill", bill)}
          />
        )}
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t("details.invoice")}</legend>
          {(["normal", "proforma"] as const).map((type) => (
            <label key={type} className={styles.choice}>
              <input type="radio" name="invoice_type" value={type} checked={values.invoice_type === type} onChange={() => change("invoice_type", type)} />
              {t(`details.${type}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupLegend}>{t("details.agreements")}</legend>
          <Checkbox
            label={t("details.terms")}
            name="terms"
            checked={values.terms}
            error={errorFor("terms")}
            onChange={(event) => change("terms", event.target.checked)}
          />
          <Checkbox
            label={t("details.newsletter")}
            name="newsletter"
            checked={values.newsletter}
            onChange={(event) => change("newsletter", event.target.checked)}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" size="large">
            {t("details.submit")}
          </Button>
        </div>
      </form>
      {askConsent ? (
        <OrderConsentDialog
          onAccept={() => {
            setAskConsent(false);
            change("terms", true);
            setFieldErrors({});
            void send(values.newsletter);
          }}
          onClose={() => {
            setAskConsent(false);
            setFieldErrors({ terms: t("errors.termsRequired") });
          }}
        />
      ) : null}
    </section>
  );
}

/** The 'order consent' modal: the order cannot be taken without the terms, so the shopper is asked once more. */
function OrderConsentDialog({ onAccept, onClose }: { onAccept(): void; onClose(): void }) {
  const t = useTranslations("Checkout.consent");
  const closeLabel = useTranslations("Modal")("close");
  return (
    <Modal open onClose={onClose} title={t("title")} closeLabel={closeLabel}>
      <p>{t("body")}</p>
      <div className={styles.actions}>
        <Button onClick={onAccept}>{t("accept")}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </Modal>
  );
}
