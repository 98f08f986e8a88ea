"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { UseFormRegister } from "react-hook-form";
import { z } from "zod";
import { HelpLink } from "@/components/content/HelpLink";
import { useStates } from "@/components/account/AddressDialogs";
import { Checkbox, FormMessage, TextField } from "@/components/ui/fields";
import { ErrorSummary } from "@/components/ui/form/ErrorSummary";
import { ALONGSIDE_OTHER_PROBLEMS } from "@/components/ui/form/problems";
import { useShopForm, type FieldWords } from "@/components/ui/form/useShopForm";
import { OrderFieldsRequestSchema } from "@/lib/checkout/details";
import { useApi } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import { Modal } from "@/components/ui/Modal";
import shared from "@/components/ui/shared.module.css";
import type { ConsentAnswer, CurrentUser, CustomerType } from "@/lib/session/types";
import type { CountryOption } from "@/regions/countries";
import { AddressFields, emptyAddress, type AddressFormValues, type AddressValues } from "./AddressFields";
import { checkVatId, submitDetails } from "./calls";
import type { StepProps } from "./CheckoutPage";
import forms from "@/components/ui/forms.module.css";
import styles from "./checkout.module.css";
import { CHECKOUT_ERROR_CODES, useCheckoutProblem, type CheckoutProblem } from "./errors";
import type { InvoiceType, Order, OrderAddress, OrderDetails, VatCheck } from "./types";

/**
 * Step one, the 'order details group': e-mail, buyer, delivery and billing
 * addresses, phone, invoice and the agreements. Saved to the order, the consents
 * recorded, and the checkout moved on to delivery.
 */

/** The form's values; the addresses' inputs are named by the API's paths, so its refusals find them. */
interface DetailsValues extends AddressFormValues {
  email: string;
  customer_type: CustomerType;
  company_name: string;
  vat_id: string;
  /** A business's reference for the invoice; a company member's order arrives with the company's (ADR 0057). */
  invoice_reference: string;
  phone: string;
  invoice_type: InvoiceType;
  billSame: boolean;
  terms: boolean;
  newsletter: boolean;
}

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
  // The shopper's account may know a phone number where the order has none yet.
  const started = order.email !== null;
  return {
    email: order.email ?? user?.email ?? "",
    customer_type: started ? (order.customer_type === "b2b" ? "b2b" : "b2c") : (user?.customer_type ?? "b2c"),
    company_name: order.bill_address?.company_name ?? user?.company_name ?? "",
    vat_id: order.vat_id ?? user?.vat_id ?? "",
    invoice_reference: order.invoice_reference ?? "",
    phone: order.ship_address?.phone ?? user?.phone ?? "",
    invoice_type: order.invoice_type === "proforma" ? "proforma" : "normal",
    ship_address: ship,
    billSame: !order.bill_address || sameAddress(ship, bill),
    bill_address: bill,
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

/** Which addresses' countries have states to choose from: the state is sent, and asked for, only there. */
interface StatesKnown {
  ship: boolean;
  bill: boolean;
}

/** What the form sends as the order's details (PUT orders/{number}). */
function detailsOf(values: DetailsValues, states: StatesKnown): OrderDetails {
  const company = values.customer_type === "b2b";
  const extra = { company_name: company ? values.company_name.trim() : null, phone: values.phone.trim() || null };
  const ship = toAddress(values.ship_address, extra, states.ship);
  return {
    email: values.email.trim(),
    customer_type: values.customer_type,
    vat_id: company ? values.vat_id.trim() || null : null,
    invoice_type: values.invoice_type,
    invoice_reference: company ? values.invoice_reference.trim() || null : null,
    ship_address: ship,
    bill_address: values.billSame ? { ...ship } : toAddress(values.bill_address, extra, states.bill),
  };
}

/**
 * The form's check: the details it would send, read by the orders API's own
 * schema, and what the order needs before delivery, which the server checks when
 * the checkout moves on: a business's company name, and a
 * state where the country has states. Issues name the API's paths.
 */
function detailsFormSchema(states: StatesKnown) {
  const sent = OrderFieldsRequestSchema.superRefine((details, context) => {
    if (details.customer_type === "b2b" && !details.bill_address?.company_name)
      context.addIssue({ code: "custom", path: ["bill_address", "company_name"], message: "company_required" });
    for (const prefix of ["ship_address", "bill_address"] as const) {
      if (states[prefix === "ship_address" ? "ship" : "bill"] && !details[prefix]?.state_id)
        context.addIssue({ code: "custom", path: [prefix, "state_id"], message: "state_required" });
    }
  }, ALONGSIDE_OTHER_PROBLEMS);
  return z
    .custom<DetailsValues>()
    .transform((values) => detailsOf(values, states))
    .pipe(sent as unknown as z.ZodType<z.output<typeof sent>, OrderDetails>);
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
  const [defaults] = useState(() => initialValues(order, user, firstShipCountry, homeCountry));
  const [message, setMessage] = useState<string | null>(carried?.message ?? null);
  const [vat, setVat] = useState<VatCheck | null>(null);
  const [askConsent, setAskConsent] = useState(false);
  const [shipCountry, setShipCountry] = useState(defaults.ship_address.country_iso);
  const [billCountry, setBillCountry] = useState(defaults.bill_address.country_iso);
  const [billSame, setBillSame] = useState(defaults.billSame);
  const shipStates = useStates(shipCountry).data ?? [];
  const billStates = useStates(billSame ? shipCountry : billCountry).data ?? [];
  const states = useMemo(() => ({ ship: shipStates.length > 0, bill: billStates.length > 0 }), [shipStates.length, billStates.length]);
  const schema = useMemo(() => detailsFormSchema(states), [states]);

  /** With one address for both, what is said of the billing address belongs to the delivery fields; the phone and company are one field each. */
  const fieldOf = useCallback(
    (path: string): string | null => {
      const field = path.replace(/^order\./, "");
      if (field === "ship_address" || field === "bill_address") return `${billSame ? "ship_address" : field}.first_name`;
      const [head, rest] = field.split(/\.(.*)/s) as [string, string | undefined];
      if ((head === "ship_address" || head === "bill_address") && rest) {
        if (rest === "phone" || rest === "company_name") return rest;
        return `${billSame ? "ship_address" : head}.${rest}`;
      }
      return field;
    },
    [billSame],
  );
  const words: FieldWords = useCallback(
    (name, problem) => {
      if (name === "company_name" && problem === "required") return t("errors.company_required");
      if (name.endsWith(".state_id") && problem === "required") return t("errors.state_required");
      if (name === "terms") return t("errors.termsRequired");
      return undefined;
    },
    [t],
  );
  const form = useShopForm(schema, { defaultValues: defaults, words, fieldOf, invalidMessage: t("errors.validation") });
  const { register, formState, watch, setValue, setError, clearErrors, getValues } = form;
  const errors = formState.errors;
  const values = watch();
  const company = values.customer_type === "b2b";
  // Said of the VAT id the order holds, while the field still shows that id.
  const savedVat = vatDecisionOf(order);
  const vatDecision = savedVat && company && compactVatId(values.vat_id) === compactVatId(order.vat_id ?? "") ? savedVat : null;

  // A problem found later in the checkout is shown at its fields when the form opens.
  useEffect(() => {
    for (const [path, text] of Object.entries(carried?.fields ?? {})) {
      const name = fieldOf(path);
      if (name) setError(name as keyof DetailsValues, { type: "server", message: text });
    }
    // Once, for the problem the form opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errorFor = (name: string): string | undefined => {
    const error: unknown = name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
    return (error as { message?: string } | undefined)?.message;
  };

  async function send(newsletter: boolean) {
    const consents: ConsentAnswer[] = [
      { type: "terms_and_conditions_and_privacy_policy", status: "granted" },
      { type: "newsletter", status: newsletter ? "granted" : "declined" },
    ];
    try {
      update(await withBusy("submittingOrderDetails", () => submitDetails(api, order.number, detailsOf(getValues(), states), consents)));
    } catch (failure) {
      const problem = problemOf(failure);
      form.refuse(failure, { message: problem.message }, { knownCodes: CHECKOUT_ERROR_CODES });
      // The cart was emptied elsewhere: the page shows the way back to it.
      if (problem.code === "cart_empty") await queryClient.invalidateQueries({ queryKey: ["checkout"] });
    }
  }

  const submit = form.onSubmit(async () => {
    setMessage(null);
    if (!getValues("terms")) {
      setAskConsent(true);
      return;
    }
    await send(getValues("newsletter"));
  });

  async function checkVat() {
    const vatId = values.vat_id.trim();
    const prefix = /^[A-Za-z]{2}/.exec(vatId)?.[0]?.toUpperCase();
    const country = prefix ?? (values.billSame ? values.ship_address.country_iso : values.bill_address.country_iso);
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
          autoComplete="email"
          maxLength={254}
          hint={t("details.emailHint")}
          error={errorFor("email")}
          {...register("email")}
        />
        <fieldset className={forms.choices}>
          <legend className={forms.legend}>{t("details.buyer")}</legend>
          {(["b2c", "b2b"] as const).map((type) => (
            <label key={type} className={forms.choice}>
              <input type="radio" value={type} {...register("customer_type")} />
              {t(`details.${type}`)}
            </label>
          ))}
        </fieldset>
        {company ? (
          <div className={forms.row}>
            <TextField
              label={t("details.companyName")}
              autoComplete="organization"
              maxLength={150}
              error={errorFor("company_name")}
              {...register("company_name")}
            />
            <div className={styles.inlineAction}>
              <TextField
                label={`${t("details.vatId")} (${t("details.optional")})`}
                maxLength={20}
                error={
                  errorFor("vat_id") ??
                  (vat && !vat.valid ? (vat.reason === "not_registered" ? t("details.vatNotRegistered") : t("details.vatInvalid")) : undefined)
                }
                hint={vat?.valid ? t("details.vatValid") : undefined}
                {...register("vat_id", { onChange: () => setVat(null) })}
              />
              <Button variant="secondary" size="small" onClick={checkVat} disabled={!values.vat_id.trim()}>
                {t("details.checkVat")}
              </Button>
            </div>
            <HelpLink slug="reverse-charge-vat" className={styles.note} />
            {vatDecision ? (
              <p className={styles.note} role="status" data-testid="vat-decision">
                {t(`details.${vatDecision.key}`, vatDecision.values)}
              </p>
            ) : null}
            <TextField
              label={`${t("details.invoiceReference")} (${t("details.optional")})`}
              hint={t("details.invoiceReferenceHint")}
              maxLength={100}
              autoComplete="off"
              error={errorFor("invoice_reference")}
              {...register("invoice_reference")}
            />
          </div>
        ) : null}
        <AddressFields
          prefix="ship_address"
          legend={t("details.deliveryAddress")}
          countries={shipCountries}
          states={shipStates}
          register={register as unknown as UseFormRegister<AddressFormValues>}
          errorFor={errorFor}
          onCountryChange={() => {
            setShipCountry(getValues("ship_address.country_iso"));
            setValue("ship_address.state_id", "");
          }}
        />
        <TextField
          label={`${t("details.phone")} (${t("details.optional")})`}
          type="tel"
          autoComplete="tel"
          maxLength={30}
          hint={t("details.phoneHint")}
          error={errorFor("phone")}
          {...register("phone")}
        />
        <Checkbox
          label={t("details.billingSame")}
          {...register("billSame", { onChange: (event: { target: { checked: boolean } }) => setBillSame(event.target.checked) })}
        />
        {billSame ? null : (
          <AddressFields
            prefix="bill_address"
            legend={t("details.billingAddress")}
            countries={countries}
            states={billStates}
            register={register as unknown as UseFormRegister<AddressFormValues>}
            errorFor={errorFor}
            onCountryChange={() => {
              setBillCountry(getValues("bill_address.country_iso"));
              setValue("bill_address.state_id", "");
            }}
          />
        )}
        <fieldset className={forms.choices}>
          <legend className={forms.legend}>{t("details.invoice")}</legend>
          {(["normal", "proforma"] as const).map((type) => (
            <label key={type} className={forms.choice}>
              <input type="radio" value={type} {...register("invoice_type")} />
              {t(`details.${type}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupLegend}>{t("details.agreements")}</legend>
          <Checkbox label={t("details.terms")} error={errorFor("terms")} {...register("terms")} />
          <Checkbox label={t("details.newsletter")} {...register("newsletter")} />
        </fieldset>
        <ErrorSummary form={form} />
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
            setValue("terms", true);
            clearErrors();
            void send(getValues("newsletter"));
          }}
          onClose={() => {
            setAskConsent(false);
            clearErrors();
            setError("terms", { type: "server", message: t("errors.termsRequired") }, { shouldFocus: true });
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
