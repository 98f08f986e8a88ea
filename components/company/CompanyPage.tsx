"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useApi } from "@/components/providers/AppProviders";
import styles from "@/components/plus/plus.module.css";
import { Button } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { FormMessage, SelectField, TextField } from "@/components/ui/fields";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import shared from "@/components/ui/shared.module.css";
import { formatMinorUnits, priceFormatterOf } from "@/lib/money/format";
import type { CurrentUser } from "@/lib/session/types";
import { getRegion } from "@/regions";
import { addressCountries } from "@/regions/countries";
import { blamedFields } from "@/lib/api/answers";
import {
  changeCompany,
  changeMember,
  COMPANY_ROLES,
  createCompany,
  invite,
  leaveCompany,
  loadCompany,
  loadInvitations,
  loadMembers,
  minorUnitsOf,
  removeMember,
  type CompanyAnswer,
  type CompanyRole,
  type Member,
} from "./api";
import local from "./company.module.css";
import { CompanyShell } from "./CompanyShell";
import { COMPANY_PATHS } from "./paths";
import { errorWord } from "./words";

export const companyKey = (userId: number) => ["company", userId] as const;

/** /boxwright-plus/company: the buyer's company account, its members, roles, limits and invitations. */
export function CompanyPage() {
  const t = useTranslations("Company");
  return (
    <CompanyShell section="company" title={t("title")} here={COMPANY_PATHS.company}>
      {(user) => <CompanyArea key={user.id} user={user} />}
    </CompanyShell>
  );
}

function CompanyArea({ user }: { user: CurrentUser }) {
  const t = useTranslations("Company");
  const api = useApi();
  const company = useQuery({ queryKey: companyKey(user.id), queryFn: () => loadCompany(api), retry: 1 });
  const [left, setLeft] = useState<string | null>(null);
  if (company.isPending) return <Loader label={t("loading")} />;
  if (company.isError) return <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void company.refetch()} />;
  if (!company.data)
    return (
      <>
        {left ? <FormMessage notice={t("leave.left", { company: left })} /> : null}
        <NewCompanyForm user={user} />
      </>
    );
  const admin = company.data.membership.role === "admin";
  return (
    <>
      <CompanyDetails user={user} answer={company.data} />
      <MembersSection user={user} answer={company.data} />
      {admin ? <InvitationsSection answer={company.data} /> : null}
      <LeaveSection user={user} answer={company.data} onLeft={setLeft} />
    </>
  );
}

/** Any member may leave; the last admin is told to make someone else admin first (the API's 409 `last_admin`). */
function LeaveSection({ user, answer, onLeft }: { user: CurrentUser; answer: CompanyAnswer; onLeft(company: string): void }) {
  const t = useTranslations("Company");
  const api = useApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const name = answer.company.name;

  async function leave() {
    await leaveCompany(api);
    setAsking(false);
    onLeft(name);
    queryClient.setQueryData(companyKey(user.id), null);
    void queryClient.invalidateQueries({ queryKey: ["purchase-approvals", user.id] });
    void queryClient.invalidateQueries({ queryKey: ["approvals-waiting"] });
  }

  return (
    <section className={shared.section} aria-labelledby="company-leave">
      <h2 id="company-leave">{t("leave.title")}</h2>
      <p className={styles.facts}>{t("leave.intro")}</p>
      <div className={`${shared.actions} ${styles.actions}`}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t("leave.button")}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t("leave.title")}
          question={t("leave.question", { company: name })}
          confirmLabel={t("leave.confirm")}
          cancelLabel={t("leave.cancel")}
          action={leave}
          errorText={(failure) => t(`errors.${errorWord(failure)}`)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}

/** A company's money in its own currency, as the page's language writes prices (its storefront's way in the storefront's own language). */
export function companyMoney(region: string, locale: string) {
  const formatter = priceFormatterOf(getRegion(region), locale);
  return (amount: number) => formatMinorUnits(amount, formatter);
}

function NewCompanyForm({ user }: { user: CurrentUser }) {
  const t = useTranslations("Company");
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ name: user.company_name ?? "", vat_id: user.vat_id ?? "", country_iso: "DE" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) return setError(t("nameRequired"));
    setBusy(true);
    setError(null);
    try {
      const answer = await createCompany(api, { name: values.name.trim(), vat_id: values.vat_id.trim() || null, country_iso: values.country_iso });
      queryClient.setQueryData(companyKey(user.id), answer);
    } catch (failure) {
      setError(t(`errors.${errorWord(failure)}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="company-new">
      <h2 id="company-new">{t("create.title")}</h2>
      <p className={styles.facts}>{t("create.intro")}</p>
      <form className={styles.form} onSubmit={submit} aria-labelledby="company-new" noValidate>
        <FormMessage error={error} />
        <TextField
          label={t("fields.name")}
          name="name"
          required
          maxLength={150}
          autoComplete="organization"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <TextField
          label={t("fields.vatId")}
          name="vat_id"
          maxLength={30}
          autoComplete="off"
          value={values.vat_id}
          onChange={(event) => setValues({ ...values, vat_id: event.target.value })}
        />
        <TextField
          label={t("fields.country")}
          name="country_iso"
          required
          maxLength={2}
          autoComplete="country"
          value={values.country_iso}
          onChange={(event) => setValues({ ...values, country_iso: event.target.value.toUpperCase() })}
        />
        <div className={`${shared.actions} ${styles.actions}`}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("create.saving") : t("create.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}

function CompanyDetails({ user, answer }: { user: CurrentUser; answer: CompanyAnswer }) {
  const t = useTranslations("Company");
  const api = useApi();
  const queryClient = useQueryClient();
  const { company, membership } = answer;
  const money = companyMoney(company.region, useLocale());
  const [values, setValues] = useState({
    name: company.name,
    vat_id: company.vat_id ?? "",
    invoice_email: company.invoice_email ?? "",
    invoice_reference: company.invoice_reference ?? "",
  });
  const [message, setMessage] = useState<{ error?: string; notice?: string }>({});
  const [busy, setBusy] = useState(false);
  const admin = membership.role === "admin";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) return setMessage({ error: t("nameRequired") });
    setBusy(true);
    setMessage({});
    try {
      const changed = await changeCompany(api, {
        name: values.name.trim(),
        vat_id: values.vat_id.trim() || null,
        invoice_email: values.invoice_email.trim() || null,
        invoice_reference: values.invoice_reference.trim() || null,
      });
      queryClient.setQueryData(companyKey(user.id), changed);
      setMessage({ notice: t("details.saved") });
    } catch (failure) {
      setMessage({ error: t(`errors.${errorWord(failure)}`) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="company-details">
      <h2 id="company-details">{company.name}</h2>
      <p className={styles.facts}>
        {t("details.you", {
          role: t(`roles.${membership.role}`),
          limit: membership.spending_limit === null ? t("limits.none") : money(membership.spending_limit),
        })}
      </p>
      {admin ? (
        <form className={styles.form} onSubmit={submit} aria-label={t("details.title")} noValidate>
          <FormMessage error={message.error} notice={message.notice} />
          <TextField
            label={t("fields.name")}
            name="name"
            required
            maxLength={150}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
          <TextField
            label={t("fields.vatId")}
            name="vat_id"
            maxLength={30}
            value={values.vat_id}
            onChange={(event) => setValues({ ...values, vat_id: event.target.value })}
          />
          <TextField
            label={t("fields.invoiceEmail")}
            name="invoice_email"
            type="email"
            maxLength={254}
            value={values.invoice_email}
            onChange={(event) => setValues({ ...values, invoice_email: event.target.value })}
          />
          <TextField
            label={t("fields.invoiceReference")}
            name="invoice_reference"
            maxLength={100}
            value={values.invoice_reference}
            onChange={(event) => setValues({ ...values, invoice_reference: event.target.value })}
          />
          <div className={`${shared.actions} ${styles.actions}`}>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t("details.saving") : t("details.save")}
            </Button>
          </div>
        </form>
      ) : null}
      {admin ? <CompanyAddressForm user={user} answer={answer} kind="billing" /> : null}
      {admin ? <CompanyAddressForm user={user} answer={answer} kind="delivery" /> : null}
      {admin ? null : (
        <dl className={shared.facts}>
          <dt>{t("fields.vatId")}</dt>
          <dd>{company.vat_id ?? "—"}</dd>
          <dt>{t("fields.invoiceEmail")}</dt>
          <dd>{company.invoice_email ?? "—"}</dd>
          <dt>{t("fields.invoiceReference")}</dt>
          <dd>{company.invoice_reference ?? "—"}</dd>
        </dl>
      )}
    </section>
  );
}

function MembersSection({ user, answer }: { user: CurrentUser; answer: CompanyAnswer }) {
  const t = useTranslations("Company");
  const api = useApi();
  const members = useQuery({ queryKey: ["company-members", user.id], queryFn: () => loadMembers(api), retry: 1 });
  const admin = answer.membership.role === "admin";
  return (
    <section className={shared.section} aria-labelledby="company-members">
      <h2 id="company-members">{t("members.title")}</h2>
      {members.isPending ? <Loader label={t("loading")} /> : null}
      {members.isError ? <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void members.refetch()} /> : null}
      {members.data ? (
        // One panel per member rather than a table: a member's role, limit and actions fit a phone's width.
        <ul className={local.members} aria-label={t("members.title")}>
          {members.data.map((member) => (
            <MemberRow key={member.id} member={member} answer={answer} editable={admin} onChanged={() => void members.refetch()} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MemberRow({ member, answer, editable, onChanged }: { member: Member; answer: CompanyAnswer; editable: boolean; onChanged(): void }) {
  const t = useTranslations("Company");
  const api = useApi();
  const money = companyMoney(answer.company.region, useLocale());
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [limit, setLimit] = useState(member.spending_limit === null ? "" : String(member.spending_limit / 100));
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = [member.first_name, member.last_name].filter(Boolean).join(" ");

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onChanged();
    } catch (failure) {
      setError(t(`errors.${errorWord(failure)}`));
    } finally {
      setBusy(false);
    }
  }

  function save() {
    const spendingLimit = minorUnitsOf(limit);
    if (Number.isNaN(spendingLimit)) return setError(t("limits.invalid"));
    void run(() => changeMember(api, member.id, { role, spending_limit: spendingLimit }));
  }

  const headingId = `member-${member.id}`;
  return (
    <li className={local.member} aria-labelledby={headingId}>
      <p id={headingId} className={local.person}>
        {name ? <strong>{name}</strong> : null}
        <span className={local.email}>{member.email}</span>
      </p>
      {editable ? (
        <>
          <div className={local.fields}>
            {/* Short words to read; the person's address in the name a screen reader announces for each field. */}
            <SelectField
              label={t("members.role")}
              aria-label={t("members.roleOf", { email: member.email })}
              value={role}
              onChange={(event) => setRole(event.target.value as CompanyRole)}
            >
              {COMPANY_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("invite.limit", { currency: answer.company.currency })}
              aria-label={t("members.limitOf", { email: member.email, currency: answer.company.currency })}
              hint={t("limits.hint")}
              inputMode="decimal"
              value={limit}
              onChange={(event) => setLimit(event.target.value)}
            />
          </div>
          <FormMessage error={error} />
          <div className={shared.actions}>
            <Button size="small" onClick={save} disabled={busy}>
              {t("members.save")}
            </Button>
            <Button size="small" variant="secondary" onClick={() => setRemoving(true)} disabled={busy}>
              {t("members.remove")}
            </Button>
          </div>
          {removing ? (
            <ConfirmDialog
              title={t("members.removeTitle")}
              question={t("members.removeQuestion", { email: member.email })}
              confirmLabel={t("members.remove")}
              cancelLabel={t("members.keep")}
              action={async () => {
                await removeMember(api, member.id);
                setRemoving(false);
                onChanged();
              }}
              errorText={(failure) => t(`errors.${errorWord(failure)}`)}
              onClose={() => setRemoving(false)}
            />
          ) : null}
        </>
      ) : (
        <p className={styles.facts}>
          {t("members.role")}: {t(`roles.${member.role}`)} · {t("members.limit")}:{" "}
          {member.spending_limit === null ? t("limits.none") : money(member.spending_limit)}
        </p>
      )}
    </li>
  );
}

function InvitationsSection({ answer }: { answer: CompanyAnswer }) {
  const t = useTranslations("Company");
  const api = useApi();
  const invitations = useQuery({ queryKey: ["company-invitations", answer.company.id], queryFn: () => loadInvitations(api), retry: 1 });
  const [values, setValues] = useState({ email: "", role: "buyer" as CompanyRole, limit: "" });
  const [message, setMessage] = useState<{ error?: string; notice?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const spendingLimit = minorUnitsOf(values.limit);
    if (!values.email.includes("@")) return setMessage({ error: t("invite.emailRequired") });
    if (Number.isNaN(spendingLimit)) return setMessage({ error: t("limits.invalid") });
    setBusy(true);
    setMessage({});
    try {
      await invite(api, { email: values.email.trim(), role: values.role, spending_limit: spendingLimit });
      setMessage({ notice: t("invite.sent", { email: values.email.trim() }) });
      setValues({ email: "", role: values.role, limit: "" });
      void invitations.refetch();
    } catch (failure) {
      setMessage({ error: t(`errors.${errorWord(failure)}`) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="company-invite">
      <h2 id="company-invite">{t("invite.title")}</h2>
      <p className={styles.facts}>{t("invite.intro")}</p>
      <form className={styles.form} onSubmit={submit} aria-labelledby="company-invite" noValidate>
        <FormMessage error={message.error} notice={message.notice} />
        <TextField
          label={t("fields.email")}
          name="email"
          type="email"
          required
          maxLength={254}
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <SelectField
          label={t("members.role")}
          name="role"
          value={values.role}
          onChange={(event) => setValues({ ...values, role: event.target.value as CompanyRole })}
        >
          {COMPANY_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("invite.limit", { currency: answer.company.currency })}
          hint={t("limits.hint")}
          name="spending_limit"
          inputMode="decimal"
          value={values.limit}
          onChange={(event) => setValues({ ...values, limit: event.target.value })}
        />
        <div className={`${shared.actions} ${styles.actions}`}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("invite.sending") : t("invite.send")}
          </Button>
        </div>
      </form>
      {invitations.data && invitations.data.length > 0 ? (
        <>
          <h3>{t("invite.open")}</h3>
          <ul className={shared.list}>
            {invitations.data.map((invitation) => (
              <li key={invitation.id}>{t("invite.openRow", { email: invitation.email, role: t(`roles.${invitation.role}`) })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

const ADDRESS_FIELDS = ["first_name", "last_name", "street", "zip_code", "city", "country_iso", "phone"] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
const OPTIONAL_FIELDS: readonly AddressField[] = ["phone"];
const MAX_LENGTH: Record<AddressField, number> = { first_name: 100, last_name: 100, street: 200, zip_code: 20, city: 100, country_iso: 2, phone: 30 };
const AUTOCOMPLETE: Record<AddressField, string> = {
  first_name: "given-name",
  last_name: "family-name",
  street: "street-address",
  zip_code: "postal-code",
  city: "address-level2",
  country_iso: "country",
  phone: "tel",
};

type AddressKind = "billing" | "delivery";
const STORED: Record<AddressKind, "billing_address" | "delivery_address"> = { billing: "billing_address", delivery: "delivery_address" };

/**
 * One of the company's addresses, kept by its admins: the billing address invoices
 * are made out to, or the delivery address members' orders go to. Both open a
 * member's checkout filled in, under the company's name. Each field says what is
 * missing or refused, in the admin's language.
 */
function CompanyAddressForm({ user, answer, kind }: { user: CurrentUser; answer: CompanyAnswer; kind: AddressKind }) {
  const t = useTranslations("Company");
  const locale = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const stored = answer.company[STORED[kind]];
  const countries = addressCountries(getRegion(answer.company.region), locale);
  const [values, setValues] = useState<Record<AddressField, string>>(() => ({
    first_name: stored?.first_name ?? user.first_name ?? "",
    last_name: stored?.last_name ?? user.last_name ?? "",
    street: stored?.street ?? "",
    zip_code: stored?.zip_code ?? "",
    city: stored?.city ?? "",
    country_iso: stored?.country_iso ?? answer.company.country_iso,
    phone: stored?.phone ?? "",
  }));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [message, setMessage] = useState<{ error?: string; notice?: string }>({});
  const [busy, setBusy] = useState(false);
  const labels: Record<AddressField, string> = {
    first_name: t("fields.firstName"),
    last_name: t("fields.lastName"),
    street: t("billing.street"),
    zip_code: t("billing.zipCode"),
    city: t("billing.city"),
    country_iso: t("address.country"),
    phone: t("address.phone"),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = ADDRESS_FIELDS.filter((field) => !OPTIONAL_FIELDS.includes(field) && !values[field].trim());
    setErrors(Object.fromEntries(missing.map((field) => [field, t("address.required")])));
    if (missing.length > 0) return setMessage({ error: t("billing.incomplete") });
    setBusy(true);
    setMessage({});
    try {
      const { phone, ...required } = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()])) as Record<AddressField, string>;
      const address = { ...required, ...(phone ? { phone } : {}), company_name: answer.company.name };
      const changed = await changeCompany(api, { [STORED[kind]]: address });
      queryClient.setQueryData(companyKey(user.id), changed);
      setMessage({ notice: t(`${kind}.saved`) });
    } catch (failure) {
      // A field the API refused (a phone number it cannot read) is marked where it was typed.
      const refused = blamedFields(failure)
        .map((blamed) => blamed.path.replace(`${STORED[kind]}.`, ""))
        .filter((field): field is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(field));
      setErrors(Object.fromEntries(refused.map((field) => [field, t("address.invalid")])));
      setMessage({ error: refused.length > 0 ? t("address.check") : t(`errors.${errorWord(failure)}`) });
    } finally {
      setBusy(false);
    }
  }

  const change = (field: AddressField, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t(`${kind}.title`)} noValidate>
      <h3>{t(`${kind}.title`)}</h3>
      <p className={shared.muted}>{t(`${kind}.intro`)}</p>
      <FormMessage error={message.error} notice={message.notice} />
      {ADDRESS_FIELDS.map((field) =>
        field === "country_iso" ? (
          <SelectField
            key={field}
            label={labels[field]}
            name={`${kind}_${field}`}
            required
            autoComplete={`${kind === "billing" ? "billing" : "shipping"} ${AUTOCOMPLETE[field]}`}
            error={errors[field]}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
          >
            {countries.some((country) => country.iso === values.country_iso) ? null : <option value={values.country_iso}>{values.country_iso}</option>}
            {countries.map((country) => (
              <option key={country.iso} value={country.iso}>
                {country.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            key={field}
            label={labels[field]}
            name={`${kind}_${field}`}
            required={!OPTIONAL_FIELDS.includes(field)}
            type={field === "phone" ? "tel" : undefined}
            autoComplete={`${kind === "billing" ? "billing" : "shipping"} ${AUTOCOMPLETE[field]}`}
            maxLength={MAX_LENGTH[field]}
            error={errors[field]}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
          />
        ),
      )}
      <div className={`${shared.actions} ${styles.actions}`}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t(`${kind}.save`)}
        </Button>
      </div>
    </form>
  );
}
