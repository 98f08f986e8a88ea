import type { BoxModel } from "../types";
import { deliveryMailerBox } from "./delivery-mailer-box";
import { mailerBox } from "./mailer-box";
import { paperCan } from "./paper-can";
import { patternSheet, patternTape } from "./pattern";
import type { ModelSpec } from "./model";
import { productBox } from "./product-box";
import { productBoxTwoPieces } from "./product-box-two-pieces";
import { productBoxWineBox } from "./product-box-wine-box";
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
  "pattern-sheet": patternSheet,
  "pattern-tape": patternTape,
  "paper-can": paperCan,
};
