import type { BoxModel } from "../types";
import { doypackBag, paperBag, toteBag } from "./bags";
import { deliveryMailerBox } from "./delivery-mailer-box";
import { paperMailer, polyMailer, rigidEnvelope } from "./flat-mailers";
import { mailerBox } from "./mailer-box";
import type { ModelSpec } from "./model";
import { productBox } from "./product-box";
import { productBoxTwoPieces } from "./product-box-two-pieces";
import { productBoxWineBox } from "./product-box-wine-box";
import { printedCard, squareLabel } from "./sheets";
import { shippingBox } from "./shipping-box";
import { sleevedMailerBox } from "./sleeved-mailer-box";

export const MODELS: Record<BoxModel, ModelSpec> = {
  "mailer-box": mailerBox,
  "product-box": productBox,
  "product-box-two-pieces": productBoxTwoPieces,
  "product-box-wine-box": productBoxWineBox,
  "sleeved-mailer-box": sleevedMailerBox,
  "shipping-box": shippingBox,
  "delivery-mailer-box": deliveryMailerBox,
  "paper-bag": paperBag,
  "tote-bag": toteBag,
  "doypack-bag": doypackBag,
  "poly-mailer": polyMailer,
  "paper-mailer": paperMailer,
  "rigid-envelope": rigidEnvelope,
  "square-label": squareLabel,
  "printed-card": printedCard,
};
