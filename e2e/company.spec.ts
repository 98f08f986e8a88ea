import { expect, test, type Browser, type Page } from "@playwright/test";
import { en } from "./messages";
import { pdfText } from "../server/pdf/pdf-text";
import { chooseDeliveryAndPayment, fillDetails } from "./checkout-steps";
import { linkIn, mailTo, signUpAndConfirm } from "./mail";
import { managerSignsIn } from "./manager";

/**
 * A buying team in Chromium against the production build (issue "the b2b loop"):
 * a plus customer sets up a company account and invites a buyer with a spending
 * limit and an approver; the buyer asks for a quote of a custom size, the order
 * manager's offer arrives prefilled with that size and keeps it through the order,
 * the plus area and the invoice; the order is above the buyer's limit, so it waits
 * for the approver, who approves it from the mailed link, and only then is it paid.
 */

const port = Number(process.env.PORT || 3100);
const SHOP = `http://localhost:${port}`;
const PASSWORD = "Corrugated-Team-2026";
const PRODUCT = "mailer-box-full-color";
/** The custom size the buyer types, in the eu storefront's centimetres, and what the shop makes of it. */
const TYPED_SIZE = "30 x 20 x 10";
const SIZE_SHOWN = "300 × 200 × 100 mm";
const NOTES = "Custom size, FSC board, logo on the lid.";
/** Each run's company has a name of its own: the manager picks it from every company's list. */
const COMPANY = `Kartonwerk ${Date.now().toString(36)}`;
/** The plain mailer the company buys at a negotiated 20% off list prices, and the quantity it orders. */
const PLAIN = "mailer-box-plain";
const PLAIN_PAGE = `/products/${PLAIN}?sku=${PLAIN}-200x150x70&quantity=120`;

/** "€1,234.56" as a number of euros. */
const euros = (figure: string) => Number(figure.replace(/[^0-9.]/g, ""));

/**
 * The configurator's figure once the server's quote for the page's configuration is in. The page is
 * prerendered with list prices; a signed-in member's figure is the one that comes with the company's note.
 */
async function configuratorFigure(page: Page, member: boolean): Promise<string> {
  await page.goto(`${SHOP}${PLAIN_PAGE}`);
  await expect(page.getByTestId("configurator").locator('select[name="quantity"]')).toHaveValue("120");
  if (member) await expect(page.getByTestId("company-price-note")).toContainText("Framework 2027");
  await expect(page.getByTestId("configurator").locator('[aria-busy="true"]')).toHaveCount(0);
  return (await page.getByTestId("configurator-total").textContent())!.trim();
}

/** A message with its ICU arguments filled in (the plain `{name}` kind only). */
function words(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/**
 * With SCREENS_DIR set, photographs the page as it is at 1440 x 900 and at 390 x 844 (whole
 * pages), to look at the company screens a run goes through; otherwise does nothing.
 */
async function look(page: Page, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ["desktop", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** A new page whose visitor is signed in with `token`, as the sign-in form leaves a browser. */
async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${SHOP}/`);
  await page.evaluate((token) => {
    localStorage.setItem("api-token", token);
    document.cookie = `api-token=${token}; path=/`;
  }, token);
  return page;
}

/** A colleague opens the mailed invitation in a browser of their own and joins with a new account. */
async function joinsByInvitation(browser: Browser, email: string, first: string, role: "buyer" | "approver"): Promise<Page> {
  const mail = await mailTo(email, () => true);
  const page = await (await browser.newContext()).newPage();
  await page.goto(linkIn(mail.text, /\/boxwright-plus\/company\/invitation$/));
  await expect(page.getByText(words(en.Company.invitation.to, { company: COMPANY }))).toBeVisible();
  await page.getByLabel(en.Company.fields.firstName).fill(first);
  await page.getByLabel(en.Company.fields.lastName).fill("Nowak");
  await page.getByLabel(en.Company.fields.password).fill(PASSWORD);
  await page.getByRole("button", { name: en.Company.invitation.create }).click();
  // A new account reads and accepts the plus terms before its first plus page, as every plus customer does.
  await page.getByRole("button", { name: en.Plus.gate.accept }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.Plus.success.title })).toBeVisible();
  await page.goto(`${SHOP}/boxwright-plus/company`);
  // Joined: the company page greets the new member with their role.
  await expect(page.getByText(words(en.Company.details.you, { role: en.Company.roles[role], limit: "" }).split(".")[0]!, { exact: false })).toBeVisible();
  return page;
}

test("a company admin invites a buyer and an approver; the buyer's custom-size quote becomes an offer, an order above their limit waits for the approver, and the size reaches the invoice", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const adminEmail = `company-admin-${stamp}@example.com`;
  const buyerEmail = `company-buyer-${stamp}@example.com`;
  const approverEmail = `company-approver-${stamp}@example.com`;

  // 1. A plus customer (an account that accepted the plus terms) sets up the company account.
  const adminToken = await signUpAndConfirm(SHOP, { email: adminEmail, password: PASSWORD });
  const consented = await fetch(`${SHOP}/api/v1/emails/save_with_consents`, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Api-Token": adminToken },
    body: JSON.stringify({ email: adminEmail, consents: [{ type: "terms_and_conditions_plus", status: "granted" }], source: "plus" }),
  });
  expect(consented.status).toBe(200);
  const admin = await signedInPage(browser, adminToken);
  await admin.goto(`${SHOP}/boxwright-plus/company`);
  const create = admin.getByRole("form", { name: en.Company.create.title });
  await create.getByLabel(en.Company.fields.name).fill(COMPANY);
  await create.getByLabel(en.Company.fields.country).fill("DE");
  await create.getByRole("button", { name: en.Company.create.submit }).click();
  await expect(admin.getByRole("form", { name: en.Company.details.title })).toBeVisible();

  // 2. The admin invites a buyer with a spending limit of €500 and an approver without one.
  const invite = admin.getByRole("form", { name: en.Company.invite.title });
  for (const colleague of [
    { email: buyerEmail, role: "buyer", limit: "500" },
    { email: approverEmail, role: "approver", limit: "" },
  ] as const) {
    await invite.getByLabel(en.Company.fields.email).fill(colleague.email);
    await invite.getByLabel(en.Company.members.role).selectOption(colleague.role);
    await invite.getByLabel(words(en.Company.invite.limit, { currency: "EUR" })).fill(colleague.limit);
    await invite.getByRole("button", { name: en.Company.invite.send }).click();
    await expect(admin.getByText(words(en.Company.invite.sent, { email: colleague.email }))).toBeVisible();
  }
  const buyer = await joinsByInvitation(browser, buyerEmail, "Bea", "buyer");
  const approver = await joinsByInvitation(browser, approverEmail, "Artur", "approver");
  await admin.reload();
  const members = admin.getByRole("region", { name: en.Company.members.title });
  await expect(members).toContainText(buyerEmail);
  await expect(members).toContainText(approverEmail);
  await look(admin, "1-company-admin");

  // 3. The buyer asks for a quote of a custom size.
  await buyer.goto(`${SHOP}/quote`);
  const quote = buyer.getByRole("form", { name: en.Quotes.form.label });
  await quote.getByLabel(en.Quotes.form.product, { exact: true }).selectOption({ label: en.Products[PRODUCT].name });
  await quote.getByLabel(en.Quotes.form.quantity, { exact: true }).fill("500");
  await quote.getByLabel(en.Quotes.form.dimensions).fill(TYPED_SIZE);
  await quote.getByLabel(en.Quotes.form.messageOptional).fill(NOTES);
  const name = quote.getByLabel(en.Quotes.form.name, { exact: true });
  if (!(await name.inputValue())) await name.fill("Bea Nowak");
  await expect(quote.getByLabel(en.Quotes.form.email, { exact: true })).toHaveValue(buyerEmail);
  await quote.getByRole("button", { name: en.Quotes.form.submit }).click();
  await expect(buyer).toHaveURL(/\/quote\/success\?number=QR\d+$/);
  const requestNumber = new URL(buyer.url()).searchParams.get("number")!;

  // 4. The manager's offer starts from the request: product, the custom size, quantity and notes are filled in.
  const manager = await managerSignsIn(browser, SHOP);
  await manager.goto(`${SHOP}/manager/quote_requests/${requestNumber}`);
  await manager.getByRole("button", { name: en.Manager.request.createOffer }).click();
  await expect(manager).toHaveURL(/\/manager\/offers\/\d+$/);
  const lineForm = manager.getByRole("form", { name: en.Manager.lines.addTitle });
  await expect(lineForm.getByLabel(en.Manager.lines.productChoice, { exact: true })).toHaveValue(PRODUCT);
  await expect(lineForm.getByLabel(en.Manager.lines.sizeChoice)).toHaveValue("custom");
  await expect(lineForm.getByLabel(en.Manager.lines.customDimension.length)).toHaveValue("300");
  await expect(lineForm.getByLabel(en.Manager.lines.customDimension.width)).toHaveValue("200");
  await expect(lineForm.getByLabel(en.Manager.lines.customDimension.height)).toHaveValue("100");
  await expect(lineForm.getByLabel(en.Manager.lines.quantity, { exact: true })).toHaveValue("500");
  await expect(lineForm.getByLabel(en.Manager.lines.description)).toHaveValue(NOTES);
  await look(manager, "2-offer-prefilled");
  await lineForm.getByLabel(words(en.Manager.lines.unitPriceIn, { currency: "EUR" })).fill("1.60");
  await lineForm.getByRole("button", { name: en.Manager.lines.add }).click();
  const offerLine = manager.getByTestId("offer-line");
  await expect(offerLine).toHaveCount(1);
  await expect(offerLine).toContainText(`${PRODUCT}-300x200x100`);
  await expect(manager.getByTestId("offer-total")).toHaveText("€800.00");
  await manager.getByRole("button", { name: en.Manager.offer.send }).click();
  const sendDialog = manager.getByRole("dialog", { name: en.Manager.offer.sendTitle });
  await expect(sendDialog).toContainText(buyerEmail);
  await sendDialog.getByRole("button", { name: en.Manager.offer.send }).click();
  await expect(manager.getByRole("status").filter({ hasText: words(en.Manager.offer.sent, { email: buyerEmail }) })).toBeVisible();

  // 5. The buyer opens the mailed offer: the line says the size and the notes; they accept it.
  const [subjectStart] = en.Mail.offer_sent.subject.split("{total}");
  const offerMail = await mailTo(buyerEmail, (subject) => subject.startsWith(subjectStart!));
  await buyer.goto(linkIn(offerMail.text, /^\/offer\/[^/]+\/review$/));
  const offered = buyer.getByTestId("offer-line");
  await expect(offered).toHaveCount(1);
  await expect(offered).toContainText(SIZE_SHOWN);
  await expect(offered).toContainText(NOTES);
  await look(buyer, "3-offer-review");
  await buyer.getByRole("button", { name: en.Offer.accept }).click();
  await expect(buyer).toHaveURL(/\/order$/);
  await fillDetails(buyer, en, { email: buyerEmail });
  await chooseDeliveryAndPayment(buyer, en, en.Checkout.paymentMethods.check);
  const summaryLine = buyer.getByRole("region", { name: en.Checkout.summary.lines }).locator("tbody tr");
  await expect(summaryLine).toHaveCount(1);
  await expect(summaryLine).toContainText(SIZE_SHOWN);

  // 6. €800 net is above the buyer's €500 limit: placing the order asks the approver instead of taking the order.
  await buyer.getByRole("button", { name: en.Checkout.summary.placeOrder }).click();
  await expect(buyer.getByText(en.Checkout.errors.approval_required)).toBeVisible();
  await look(buyer, "4-checkout-waits-for-approval");
  await expect(buyer).toHaveURL(/\/order$/);

  // The approver gets the mail, sees what is bought, and approves from the link.
  const [askedStart] = en.Mail.purchase_approval_requested.subject.split("{");
  const asked = await mailTo(approverEmail, (subject) => subject.startsWith(askedStart!));
  await approver.goto(linkIn(asked.text, /\/boxwright-plus\/company\/approvals\/\d+$/));
  await expect(approver.getByText(/Bea Nowak/).first()).toBeVisible();
  await look(approver, "5-approval");
  await approver.getByRole("button", { name: en.Company.approvals.approve }).click();
  await expect(approver.getByText(en.Company.approvals.approvedNotice)).toBeVisible();
  const [approvedStart] = en.Mail.purchase_approved.subject.split("{");
  await mailTo(buyerEmail, (subject) => subject.startsWith(approvedStart!));

  // 7. Now the buyer's order goes through, and the size stays with it to the order, the plus area and the invoice.
  await buyer.getByRole("button", { name: en.Checkout.summary.placeOrder }).click();
  await expect(buyer).toHaveURL(/\/order\/R\d{9}\/payment\/summary$/);
  const orderNumber = /\/order\/(R\d{9})\//.exec(buyer.url())![1]!;
  await buyer.goto(`${SHOP}/order/${orderNumber}/details`);
  const ordered = buyer.getByRole("region", { name: en.Orders.order.items }).locator("tbody tr");
  await expect(ordered).toHaveCount(1);
  await expect(ordered).toContainText(SIZE_SHOWN);
  await buyer.goto(`${SHOP}/boxwright-plus/orders/${orderNumber}`);
  await expect(buyer.getByText(SIZE_SHOWN).first()).toBeVisible();

  const buyerToken = await buyer.evaluate(() => localStorage.getItem("api-token")!);
  const invoice = await fetch(`${SHOP}/api/v1/invoices/${orderNumber}`, { headers: { "X-Api-Token": buyerToken } });
  expect(invoice.status).toBe(200);
  const invoiceText = await pdfText(new Uint8Array(await invoice.arrayBuffer()));
  expect(invoiceText).toContain("300 × 200 × 100 mm");
  expect(invoiceText).toContain(NOTES);

  // The approver, not only the buyer, sees the company's order; the admin does too.
  await approver.goto(`${SHOP}/boxwright-plus/company/approvals`);
  await expect(approver.getByText(words(en.Company.approvals.order, { number: orderNumber }))).toBeVisible();

  // 8. The manager gives the company a price list: 20% off list prices on plain mailers, from today.
  await manager.goto(`${SHOP}/manager/companies`);
  await manager.getByRole("link", { name: COMPANY }).click();
  await manager.getByRole("button", { name: en.PriceLists.company.add }).click();
  const listForm = manager.getByTestId("price-list-form");
  await listForm.getByLabel(en.PriceLists.form.name).fill("Framework 2027");
  await listForm.getByRole("button", { name: en.PriceLists.form.addEntry }).click();
  const entry = listForm.getByTestId("price-list-entry");
  await entry.getByLabel(en.PriceLists.form.product).selectOption(PLAIN);
  await entry.getByRole("radio", { name: en.PriceLists.form.discount }).check();
  await entry.getByLabel(en.PriceLists.form.discountPercent).fill("20");
  await listForm.getByRole("button", { name: en.PriceLists.form.save }).click();
  await expect(manager.getByText(en.PriceLists.company.saved)).toBeVisible();
  await look(manager, "6-manager-price-lists");

  // 9. The buyer sees the company's prices in the plus catalogue and the configurator; a visitor sees list prices only.
  await buyer.goto(`${SHOP}/plus/catalogue`);
  const mine = buyer.getByRole("region", { name: en.PriceLists.mine.title });
  await expect(mine).toContainText(en.Products[PLAIN].name);
  await expect(mine).toContainText(words(en.PriceLists.mine.discount, { percent: "20%" }));
  await look(buyer, "7-plus-catalogue-company-prices");
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${SHOP}/plus/catalogue`);
  await expect(visitor.getByRole("heading", { name: en.Plus.catalogue.products })).toBeVisible();
  await expect(visitor.getByRole("region", { name: en.PriceLists.mine.title })).toHaveCount(0);
  const listFigure = await configuratorFigure(visitor, false);
  await expect(visitor.getByTestId("company-price-note")).toHaveCount(0);
  const companyFigure = await configuratorFigure(buyer, true);
  await look(buyer, "8-configurator-company-price");
  // 20% off each piece's net price, VAT on the line: within a cent a piece of four fifths of the list figure.
  expect(Math.abs(euros(companyFigure) - euros(listFigure) * 0.8)).toBeLessThan(1.2);

  // 10. The same figure in the cart, marked as the company's price, and through the checkout (below the limit: no approval).
  await buyer.getByTestId("configurator").getByRole("link", { name: en.ProductPage.addToCart }).click();
  await expect(buyer.getByRole("heading", { name: en.Cart.lines.heading })).toBeVisible();
  const cartLine = buyer.locator("li[data-line-id]");
  await expect(cartLine).toHaveCount(1);
  await expect(cartLine).toContainText(companyFigure);
  await expect(cartLine.getByTestId("negotiated-price")).toHaveText(en.PriceLists.negotiated);
  await look(buyer, "9-cart-company-price");
  await buyer.getByRole("link", { name: en.Cart.checkout }).click();
  await fillDetails(buyer, en, { email: buyerEmail });
  await chooseDeliveryAndPayment(buyer, en, en.Checkout.paymentMethods.check);
  await expect(buyer.getByRole("region", { name: en.Checkout.summary.lines })).toContainText(companyFigure);
  await buyer.getByRole("button", { name: en.Checkout.summary.placeOrder }).click();
  await expect(buyer).toHaveURL(/\/order\/R\d{9}\/payment\/summary$/);

  // 11. Ordered again from the plus items, the line is priced by the company's list once more.
  await buyer.goto(`${SHOP}/boxwright-plus/items`);
  await buyer
    .getByRole("button", { name: words(en.Plus.items.orderAgainLabel, { name: en.Products[PLAIN].name }) })
    .first()
    .click();
  await expect(buyer.getByRole("heading", { name: en.Cart.lines.heading })).toBeVisible();
  const reordered = buyer.locator("li[data-line-id]");
  await expect(reordered).toHaveCount(1);
  await expect(reordered).toContainText(companyFigure);
  await expect(reordered.getByTestId("negotiated-price")).toBeVisible();

  for (const page of [admin, buyer, approver, manager, visitor]) await page.context().close();
});
