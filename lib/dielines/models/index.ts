import type { BoxModel } from "../types";
import { doypackBag, paperBag, toteBag } from "./bags";
import { cakeBox } from "./cake-box";
import { carrierBox } from "./carrier-box";
import { deliveryMailerBox } from "./delivery-mailer-box";
import { paperMailer, polyMailer, rigidEnvelope } from "./flat-mailers";
import { mailerBox } from "./mailer-box";
import { paperCan } from "./paper-can";
import { patternSheet, patternTape } from "./pattern";
import type { ModelSpec } from "./model";
import { productBox } from "./product-box";
import { productBoxTwoPieces } from "./product-box-two-pieces";
import { productBoxWineBox } from "./product-box-wine-box";
import { rigidBoxTwoPieces } from "./rigid-box-two-pieces";
import { magneticBox, rigidBox } from "./rigid-case";
import { rigidDrawerBox } from "./rigid-drawer-box";
import { printedCard, squareLabel } from "./sheets";
import { shippingBox } from "./shipping-box";
import { sleevedMailerBox } from "./sleeved-mailer-box";
import { specialBox } from "./special-box";

export const MODELS: Record<BoxModel, ModelSpec> = {
  "mailer-box": mailerBox,
  "product-box": productBox,
  "product-box-two-pieces": productBoxTwoPieces,
  "product-box-wine-box": productBoxWineBox,
  "sleeved-mailer-box": sleevedMailerBox,
  "shipping-box": shippingBox,
  "delivery-mailer-box": deliveryMailerBox,
  "rigid-box": rigidBox,
  "rigid-box-two-pieces": rigidBoxTwoPieces,
  "magnetic-box": magneticBox,
  "rigid-drawer-box": rigidDrawerBox,
  "cake-box": cakeBox,
  "carrier-box": carrierBox,
  "special-box": specialBox,
  "paper-bag": paperBag,
  "tote-bag": toteBag,
  "doypack-bag": doypackBag,
  "poly-mailer": polyMailer,
  "paper-mailer": paperMailer,
  "rigid-envelope": rigidEnvelope,
  "square-label": squareLabel,
  "printed-card": printedCard,
  "pattern-sheet": patternSheet,
  "pattern-tape": patternTape,
  "paper-can": paperCan,
};
